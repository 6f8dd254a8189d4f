#include "km/rt.h"
#define SHIFT_K (-538)

static long shift_impl(long x)
{
    return x + (SHIFT_K);
}

long km_rt_shift(long x)
{
    return shift_impl(x);
}
