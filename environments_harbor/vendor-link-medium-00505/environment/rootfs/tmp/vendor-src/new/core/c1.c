#include "oe/core.h"
#define GAIN_K (78)

static long gain_impl(long x)
{
    return x * GAIN_K;
}

long oe_core_gain(long x)
{
    return gain_impl(x);
}
