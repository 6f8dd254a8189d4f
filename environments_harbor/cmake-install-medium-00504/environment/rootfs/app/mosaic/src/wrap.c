#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_wrap(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}
