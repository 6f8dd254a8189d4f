#include <math.h>
#include "sigmax/sigmax.h"
#include "params.h"

long sigmax_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
