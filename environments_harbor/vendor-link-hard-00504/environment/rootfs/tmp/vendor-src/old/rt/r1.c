#include "km/rt.h"
#define CLAMP_LO (-175)
#define CLAMP_HI (12290)

static long clamp_impl(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}

long km_rt_clamp(long x)
{
    return clamp_impl(x);
}
