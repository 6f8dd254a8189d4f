#include "qd/core.h"

static long crossfoot_impl(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long qd_core_crossfoot(long x)
{
    return crossfoot_impl(x);
}
