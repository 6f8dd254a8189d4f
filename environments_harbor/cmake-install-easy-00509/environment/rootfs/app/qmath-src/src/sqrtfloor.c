#include <math.h>
#include "qmath/qmath.h"
#include "params.h"

long qmath_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
