#include <math.h>
#include "numkit/numkit.h"
#include "params.h"

long numkit_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
