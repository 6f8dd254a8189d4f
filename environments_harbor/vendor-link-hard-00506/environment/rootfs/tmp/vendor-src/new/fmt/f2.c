#include <math.h>
#include "km/fmt.h"

static long sqrtfloor_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long km_fmt_sqrtfloor(long x)
{
    return sqrtfloor_impl(x);
}
