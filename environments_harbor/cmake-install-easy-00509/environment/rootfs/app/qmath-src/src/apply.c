#include "qmath/qmath.h"

long qmath_apply(long x)
{
    x = qmath_backwards(x);
    x = qmath_hailstone(x);
    x = qmath_bias(x);
    x = qmath_sqrtfloor(x);
    return x;
}
