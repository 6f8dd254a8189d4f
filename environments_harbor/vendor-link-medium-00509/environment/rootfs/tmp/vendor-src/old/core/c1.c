#include "ns/core.h"
#define SPLIT_D (3)

static long split_impl(long x)
{
    return x / SPLIT_D;
}

long ns_core_split(long x)
{
    return split_impl(x);
}
