#include "mosaic/mosaic.h"

long mosaic_apply(long x)
{
    x = mosaic_scale(x);
    x = mosaic_downscale(x);
    x = mosaic_digits(x);
    x = mosaic_quadratic(x);
    return mosaic_lookup(x);
}
