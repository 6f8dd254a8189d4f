#include "oe/core.h"
#include "oe/codec.h"
#define GCD_K (360)

static long gcd_impl(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long oe_codec_gcd(long x)
{
    return gcd_impl(oe_core_root(x));
}
