#include <math.h>
#include "vo/core.h"

static long sqrtfloor_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long vo_core_sqrtfloor(long x)
{
    return sqrtfloor_impl(x);
}
