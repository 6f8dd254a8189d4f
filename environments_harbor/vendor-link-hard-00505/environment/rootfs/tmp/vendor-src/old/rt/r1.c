#include <math.h>
#include "qd/rt.h"

static long sqrtfloor_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long qd_rt_sqrtfloor(long x)
{
    return sqrtfloor_impl(x);
}
