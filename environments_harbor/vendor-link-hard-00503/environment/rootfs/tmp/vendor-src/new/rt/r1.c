#include "hx/rt.h"
#define DOWNSCALE_D (6)

static long downscale_impl(long x)
{
    return x / DOWNSCALE_D;
}

long hx_rt_downscale(long x)
{
    return downscale_impl(x);
}
