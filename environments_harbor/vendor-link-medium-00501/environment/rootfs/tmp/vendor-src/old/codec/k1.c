#include "ns/core.h"
#include <math.h>
#include "ns/codec.h"

static long radix_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long ns_codec_radix(long x)
{
    return radix_impl(ns_core_bias(x));
}
