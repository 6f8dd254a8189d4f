#include <math.h>
#include "lumen/lumen.h"
#include "params.h"

long lumen_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
