#include <math.h>
#include "qd/core.h"

static long sqrtfloor_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long qd_core_sqrtfloor(long x)
{
    return sqrtfloor_impl(x);
}
