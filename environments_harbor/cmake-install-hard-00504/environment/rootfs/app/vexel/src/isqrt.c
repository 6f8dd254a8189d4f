#include <math.h>
#include "vexel/vexel.h"
#include "params.h"

long vexel_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
