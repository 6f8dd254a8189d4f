#include <math.h>
#include "transform.h"

#define ORBIT_CAP (5000)
static long t_orbit(long x)
{
    long n = (x < 0 ? -x : x) % ORBIT_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

static long t_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long transform_apply(long v)
{
    v = t_orbit(v);
    v = t_sqrtfloor(v);
    return v;
}
