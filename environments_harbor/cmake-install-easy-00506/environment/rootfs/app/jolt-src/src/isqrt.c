#include <math.h>
#include "jolt/jolt.h"
#include "params.h"

long jolt_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
