#include <math.h>
#include "km/core.h"

static long sqrtfloor_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long km_core_sqrtfloor(long x)
{
    return sqrtfloor_impl(x);
}
