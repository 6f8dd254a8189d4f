#include "km/core.h"
#include "km/codec.h"
#define DIVISOR_K (60)

static long divisor_impl(long x)
{
    long a = x < 0 ? -x : x, b = DIVISOR_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long km_codec_divisor(long x)
{
    return divisor_impl(km_core_mix(x));
}
