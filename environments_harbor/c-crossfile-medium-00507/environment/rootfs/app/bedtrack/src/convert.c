#include <math.h>

static long t_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define FOLD_M (2921)
static long t_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long transform_apply(int v)
{
    long w = v;
    w = t_radix(w);
    w = t_fold(w);
    return w;
}
