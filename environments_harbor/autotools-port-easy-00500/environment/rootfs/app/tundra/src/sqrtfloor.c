#include <math.h>
#include "tundra/tundra.h"
#include "params.h"

long tundra_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
