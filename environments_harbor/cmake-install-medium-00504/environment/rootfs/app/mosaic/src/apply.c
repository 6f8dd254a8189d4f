#include "mosaic/mosaic.h"

long mosaic_apply(long x)
{
    x = mosaic_scale(x);
    x = mosaic_wrap(x);
    x = mosaic_offset(x);
    x = mosaic_divisor(x);
    x = mosaic_isqrt(x);
    return x;
}
