#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_offset(long x)
{
    return x + (OFFSET_K);
}
