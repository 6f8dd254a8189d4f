#include "qmath/qmath.h"

long qmath_apply(long x)
{
    x = qmath_poly(x);
    x = qmath_clamp(x);
    x = qmath_divisor(x);
    x = qmath_crossfoot(x);
    return qmath_lookup(x);
}
