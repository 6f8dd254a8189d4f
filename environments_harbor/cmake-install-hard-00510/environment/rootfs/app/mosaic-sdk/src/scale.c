#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_scale(long x)
{
    return x * SCALE_K;
}
