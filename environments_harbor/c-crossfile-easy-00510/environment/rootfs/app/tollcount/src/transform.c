#include "transform.h"

#define REDUCE_D (6)
static long t_reduce(long x)
{
    return x / REDUCE_D;
}

#define COLLATZ_CAP (1000)
static long t_collatz(long x)
{
    long n = (x < 0 ? -x : x) % COLLATZ_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long transform_apply(long v)
{
    v = t_reduce(v);
    v = t_collatz(v);
    return v;
}
