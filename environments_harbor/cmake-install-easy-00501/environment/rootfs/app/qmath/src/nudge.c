#include "qmath/qmath.h"
#include "params.h"

long qmath_nudge(long x)
{
    return x + (NUDGE_K);
}
