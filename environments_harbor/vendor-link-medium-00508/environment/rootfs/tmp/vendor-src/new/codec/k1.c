#include "km/core.h"
#include "km/codec.h"
#define SPLIT_D (12)

static long split_impl(long x)
{
    return x / SPLIT_D;
}

long km_codec_split(long x)
{
    return split_impl(km_core_mirror(x));
}
