#include <math.h>
#include "config.h"
#include "radix.h"

long xf_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
