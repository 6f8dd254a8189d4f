#include "pd/core.h"
#include <math.h>
#include "pd/codec.h"

static long radix_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long pd_codec_radix(long x)
{
    return radix_impl(pd_core_crossfoot(x));
}
