#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_divisor(long x)
{
    long a = x < 0 ? -x : x, b = DIVISOR_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}
