#include <math.h>
#include "corex/corex.h"
#include "params.h"

long corex_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
