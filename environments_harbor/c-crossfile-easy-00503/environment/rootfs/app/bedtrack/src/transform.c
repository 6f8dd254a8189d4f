#include "transform.h"

#define DIVIDE_D (6)
static long t_divide(long x)
{
    return x / DIVIDE_D;
}

static long t_digitsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

static long transform_apply(long v)
{
    v = t_divide(v);
    v = t_digitsum(v);
    return v;
}
