#include <math.h>
#include "transform.h"

#define DOWNSCALE_D (3)
static long t_downscale(long x)
{
    return x / DOWNSCALE_D;
}

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long transform_apply(long v)
{
    v = t_downscale(v);
    v = t_root(v);
    return v;
}
