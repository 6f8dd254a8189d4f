#include "bl/core.h"
#include "bl/codec.h"
#define MIX_K (1153)

static long mix_impl(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}

long bl_codec_mix(long x)
{
    return mix_impl(bl_core_quadratic(x));
}
