#include "vo/rt.h"
#define SHIFT_K (-604)

static long shift_impl(long x)
{
    return x + (SHIFT_K);
}

long vo_rt_shift(long x)
{
    return shift_impl(x);
}
