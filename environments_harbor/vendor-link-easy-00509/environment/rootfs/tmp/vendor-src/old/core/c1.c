#include "pd/core.h"

static long digitsum_impl(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long pd_core_digitsum(long x)
{
    return digitsum_impl(x);
}
