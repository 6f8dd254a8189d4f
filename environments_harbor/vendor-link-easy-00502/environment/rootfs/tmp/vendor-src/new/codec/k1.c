#include "bl/core.h"
#include "bl/codec.h"
#define BOOST_K (63)

static long boost_impl(long x)
{
    return x * BOOST_K;
}

long bl_codec_boost(long x)
{
    return boost_impl(bl_core_divide(x));
}
