#include <math.h>
#include "jotter/jotter.h"
#include "params.h"

long jotter_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
