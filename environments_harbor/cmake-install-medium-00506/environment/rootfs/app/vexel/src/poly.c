#include "vexel/vexel.h"
#include "params.h"

long vexel_poly(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}
