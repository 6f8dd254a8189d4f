#include <math.h>

static long t_mirror(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

static long transform_apply(int v)
{
    long w = v;
    w = t_mirror(w);
    w = t_root(w);
    return w;
}
