#include "pd/core.h"
#define GAIN_K (14)

static long gain_impl(long x)
{
    return x * GAIN_K;
}

long pd_core_gain(long x)
{
    return gain_impl(x);
}
