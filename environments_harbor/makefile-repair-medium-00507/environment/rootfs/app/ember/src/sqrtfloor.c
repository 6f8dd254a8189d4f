#include <math.h>
#include "config.h"
#include "sqrtfloor.h"

long pl_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
