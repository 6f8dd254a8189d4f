#include "qmath/qmath.h"

long qmath_apply(long x)
{
    x = qmath_digits(x);
    x = qmath_scale(x);
    x = qmath_split(x);
    x = qmath_hailstone(x);
    return x;
}
