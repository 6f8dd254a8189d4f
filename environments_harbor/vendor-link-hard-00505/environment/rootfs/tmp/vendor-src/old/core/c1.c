#include "qd/core.h"
#define SPLIT_D (11)

static long split_impl(long x)
{
    return x / SPLIT_D;
}

long qd_core_split(long x)
{
    return split_impl(x);
}
