#include "mosaic/mosaic.h"

long mosaic_apply(long x)
{
    x = mosaic_divisor(x);
    x = mosaic_isqrt(x);
    x = mosaic_poly(x);
    return mosaic_lookup(x);
}
