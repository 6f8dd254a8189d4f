#include <math.h>
#include "plinth/plinth.h"
#include "params.h"

long plinth_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
