#include "qd/core.h"
#define GCDKEY_K (84)

static long gcdkey_impl(long x)
{
    long a = x < 0 ? -x : x, b = GCDKEY_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long qd_core_gcdkey(long x)
{
    return gcdkey_impl(x);
}
