#include <math.h>
#include "vo/core.h"

static long radix_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long vo_core_radix(long x)
{
    return radix_impl(x);
}
