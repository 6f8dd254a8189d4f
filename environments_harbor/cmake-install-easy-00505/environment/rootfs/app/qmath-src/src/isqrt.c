#include <math.h>
#include "qmath/qmath.h"
#include "params.h"

long qmath_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
