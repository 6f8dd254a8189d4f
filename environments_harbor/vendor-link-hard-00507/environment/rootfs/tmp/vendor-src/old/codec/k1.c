#include "vo/core.h"
#include "vo/codec.h"
#define SCRAMBLE_K (63670)

static long scramble_impl(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}

long vo_codec_scramble(long x)
{
    return scramble_impl(vo_core_radix(x));
}
