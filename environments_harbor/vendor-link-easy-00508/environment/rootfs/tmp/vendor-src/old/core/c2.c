#include "vo/core.h"
#define SCALE_K (56)

static long scale_impl(long x)
{
    return x * SCALE_K;
}

long vo_core_scale(long x)
{
    return scale_impl(x);
}
