#include "km/core.h"

static long mirror_impl(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long km_core_mirror(long x)
{
    return mirror_impl(x);
}
