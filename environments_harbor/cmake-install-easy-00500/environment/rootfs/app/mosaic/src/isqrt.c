#include <math.h>
#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
