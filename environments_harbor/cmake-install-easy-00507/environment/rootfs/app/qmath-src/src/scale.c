#include "qmath/qmath.h"
#include "params.h"

long qmath_scale(long x)
{
    return x * SCALE_K;
}
