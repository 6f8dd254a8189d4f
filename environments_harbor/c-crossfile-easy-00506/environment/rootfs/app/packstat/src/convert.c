#include "convert.h"

#define GCD_K (360)
static long t_gcd(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

static long t_dsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long transform_apply(long v)
{
    v = t_gcd(v);
    v = t_dsum(v);
    return v;
}
