#include <math.h>
#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
