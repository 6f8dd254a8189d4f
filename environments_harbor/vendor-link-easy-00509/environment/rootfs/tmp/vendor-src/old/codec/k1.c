#include "pd/core.h"
#include "pd/codec.h"
#define COMMON_K (180)

static long common_impl(long x)
{
    long a = x < 0 ? -x : x, b = COMMON_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long pd_codec_common(long x)
{
    return common_impl(pd_core_digitsum(x));
}
