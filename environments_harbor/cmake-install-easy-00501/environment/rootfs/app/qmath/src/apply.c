#include "qmath/qmath.h"

long qmath_apply(long x)
{
    x = qmath_reverse(x);
    x = qmath_sqrtfloor(x);
    x = qmath_nudge(x);
    x = qmath_poly(x);
    return x;
}
