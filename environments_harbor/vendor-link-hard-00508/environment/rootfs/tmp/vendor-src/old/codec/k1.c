#include "vo/core.h"
#include "vo/codec.h"
#define DIVISOR_K (120)

static long divisor_impl(long x)
{
    long a = x < 0 ? -x : x, b = DIVISOR_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long vo_codec_divisor(long x)
{
    return divisor_impl(vo_core_radix(x));
}
