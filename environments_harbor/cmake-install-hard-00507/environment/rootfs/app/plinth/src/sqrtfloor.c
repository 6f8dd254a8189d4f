#include <math.h>
#include "plinth/plinth.h"
#include "params.h"

long plinth_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
