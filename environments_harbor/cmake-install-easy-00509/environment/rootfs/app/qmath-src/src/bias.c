#include "qmath/qmath.h"
#include "params.h"

long qmath_bias(long x)
{
    return x + (BIAS_K);
}
