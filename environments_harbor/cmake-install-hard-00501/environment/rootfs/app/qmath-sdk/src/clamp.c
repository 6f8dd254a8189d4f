#include "qmath/qmath.h"
#include "params.h"

long qmath_clamp(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}
