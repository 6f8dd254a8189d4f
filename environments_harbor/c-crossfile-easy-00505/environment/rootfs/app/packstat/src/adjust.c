#include "adjust.h"

static long t_flip(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

#define STEPS_CAP (5000)
static long t_steps(long x)
{
    long n = (x < 0 ? -x : x) % STEPS_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long transform_apply(long v)
{
    v = t_flip(v);
    v = t_steps(v);
    return v;
}
