#include "mosaic/mosaic.h"

long mosaic_apply(long x)
{
    x = mosaic_isqrt(x);
    x = mosaic_curve(x);
    x = mosaic_flip(x);
    x = mosaic_dsum(x);
    return mosaic_lookup(x);
}
