#include "jolt/jolt.h"

long jolt_apply(long x)
{
    x = jolt_isqrt(x);
    x = jolt_poly(x);
    x = jolt_digits(x);
    return jolt_lookup(x);
}
