#include <math.h>
#include "transform.h"

static long t_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

static long t_dsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long transform_apply(long v)
{
    v = t_radix(v);
    v = t_dsum(v);
    return v;
}
