#include "vo/core.h"
#define SPLIT_D (9)

static long split_impl(long x)
{
    return x / SPLIT_D;
}

long vo_core_split(long x)
{
    return split_impl(x);
}
