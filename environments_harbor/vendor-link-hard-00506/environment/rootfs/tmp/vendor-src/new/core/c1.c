#include "km/core.h"
#define SATURATE_LO (-4865)
#define SATURATE_HI (19684)

static long saturate_impl(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}

long km_core_saturate(long x)
{
    return saturate_impl(x);
}
