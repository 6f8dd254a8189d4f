#include "config.h"
#include "gcd.h"

long st_gcd(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}
