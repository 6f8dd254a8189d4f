#include <math.h>

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define SHIFT_K (-784)
static long t_shift(long x)
{
    return x + (SHIFT_K);
}

static long transform_apply(int v)
{
    long w = v;
    w = t_root(w);
    w = t_shift(w);
    return w;
}
