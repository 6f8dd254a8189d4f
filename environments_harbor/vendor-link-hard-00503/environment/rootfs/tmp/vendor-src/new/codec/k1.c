#include "hx/core.h"
#include <math.h>
#include "hx/codec.h"

static long isqrt_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long hx_codec_isqrt(long x)
{
    return isqrt_impl(hx_core_scale(x));
}
