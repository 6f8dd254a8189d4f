#include "km/rt.h"
#define WHITEN_K (42987)

static long whiten_impl(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}

long km_rt_whiten(long x)
{
    return whiten_impl(x);
}
