#include "vo/core.h"
#define DIVIDE_D (7)

static long divide_impl(long x)
{
    return x / DIVIDE_D;
}

long vo_core_divide(long x)
{
    return divide_impl(x);
}
