#include "qmath/qmath.h"

long qmath_apply(long x)
{
    x = qmath_isqrt(x);
    x = qmath_mix(x);
    x = qmath_split(x);
    x = qmath_digits(x);
    return x;
}
