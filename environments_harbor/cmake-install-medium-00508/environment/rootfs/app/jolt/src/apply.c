#include "jolt/jolt.h"

long jolt_apply(long x)
{
    x = jolt_radix(x);
    x = jolt_reduce(x);
    x = jolt_mix(x);
    x = jolt_wrap(x);
    x = jolt_hailstone(x);
    return x;
}
