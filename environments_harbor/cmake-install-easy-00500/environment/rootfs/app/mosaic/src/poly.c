#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_poly(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}
