#include <math.h>
#include "tessel/tessel.h"
#include "params.h"

long tessel_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
