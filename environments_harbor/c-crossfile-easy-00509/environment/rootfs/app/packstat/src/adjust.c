#include <math.h>
#include "adjust.h"

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define COMMON_K (24)
static long t_common(long x)
{
    long a = x < 0 ? -x : x, b = COMMON_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

static long transform_apply(long v)
{
    v = t_root(v);
    v = t_common(v);
    return v;
}
