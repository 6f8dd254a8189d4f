#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_flip(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}
