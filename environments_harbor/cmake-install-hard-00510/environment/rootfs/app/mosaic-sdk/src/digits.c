#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_digits(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}
