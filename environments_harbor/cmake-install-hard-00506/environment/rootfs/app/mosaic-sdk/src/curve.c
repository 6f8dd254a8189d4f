#include "mosaic/mosaic.h"
#include "params.h"

long mosaic_curve(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}
