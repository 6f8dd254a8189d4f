#include "vo/core.h"
#define CLAMP_LO (-1866)
#define CLAMP_HI (2753)

static long clamp_impl(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}

long vo_core_clamp(long x)
{
    return clamp_impl(x);
}
