#include "ns/core.h"

static long flip_impl(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long ns_core_flip(long x)
{
    return flip_impl(x);
}
