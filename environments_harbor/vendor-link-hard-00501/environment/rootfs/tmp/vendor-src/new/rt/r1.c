#include "oe/rt.h"
#define SATURATE_LO (-1936)
#define SATURATE_HI (19140)

static long saturate_impl(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}

long oe_rt_saturate(long x)
{
    return saturate_impl(x);
}
