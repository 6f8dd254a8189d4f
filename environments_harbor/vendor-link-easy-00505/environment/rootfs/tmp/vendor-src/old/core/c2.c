#include <math.h>
#include "ns/core.h"

static long isqrt_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long ns_core_isqrt(long x)
{
    return isqrt_impl(x);
}
