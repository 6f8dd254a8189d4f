#include "vo/rt.h"
#define SCALE_K (45)

static long scale_impl(long x)
{
    return x * SCALE_K;
}

long vo_rt_scale(long x)
{
    return scale_impl(x);
}
