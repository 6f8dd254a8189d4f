#include "qmath/qmath.h"
#include "params.h"

long qmath_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
