#include "hx/core.h"
#define SCALE_K (62)

static long scale_impl(long x)
{
    return x * SCALE_K;
}

long hx_core_scale(long x)
{
    return scale_impl(x);
}
