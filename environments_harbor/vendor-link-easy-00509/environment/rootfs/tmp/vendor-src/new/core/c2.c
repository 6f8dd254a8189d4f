#include "pd/core.h"
#define SPLIT_D (5)

static long split_impl(long x)
{
    return x / SPLIT_D;
}

long pd_core_split(long x)
{
    return split_impl(x);
}
