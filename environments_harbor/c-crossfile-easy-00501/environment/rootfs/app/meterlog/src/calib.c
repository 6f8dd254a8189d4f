#include <math.h>
#include "calib.h"

static long t_crossfoot(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

static long transform_apply(long v)
{
    v = t_crossfoot(v);
    v = t_root(v);
    return v;
}
