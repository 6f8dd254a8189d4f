#include "km/core.h"
#define SPLIT_D (7)

static long split_impl(long x)
{
    return x / SPLIT_D;
}

long km_core_split(long x)
{
    return split_impl(x);
}
