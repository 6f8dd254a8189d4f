#include "tessel/tessel.h"
#include "params.h"

long tessel_gcd(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}
