#include <math.h>
#include "numkit/numkit.h"
#include "params.h"

long numkit_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
