#include "hx/fmt.h"
#define GCDKEY_K (90)

static long gcdkey_impl(long x)
{
    long a = x < 0 ? -x : x, b = GCDKEY_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long hx_fmt_gcdkey(long x)
{
    return gcdkey_impl(x);
}
