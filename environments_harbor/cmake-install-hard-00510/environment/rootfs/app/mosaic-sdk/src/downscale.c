#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_downscale(long x)
{
    return x / DOWNSCALE_D;
}
