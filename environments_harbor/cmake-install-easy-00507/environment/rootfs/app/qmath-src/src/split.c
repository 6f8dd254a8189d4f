#include "qmath/qmath.h"
#include "params.h"

long qmath_split(long x)
{
    return x / SPLIT_D;
}
