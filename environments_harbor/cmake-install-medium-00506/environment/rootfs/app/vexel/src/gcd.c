#include "vexel/vexel.h"
#include "params.h"

long vexel_gcd(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}
