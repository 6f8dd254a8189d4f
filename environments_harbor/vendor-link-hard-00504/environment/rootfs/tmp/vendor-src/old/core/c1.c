#include "km/core.h"
#define MIX_K (39219)

static long mix_impl(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}

long km_core_mix(long x)
{
    return mix_impl(x);
}
