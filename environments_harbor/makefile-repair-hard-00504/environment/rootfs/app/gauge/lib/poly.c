#include "config.h"
#include "poly.h"

long op_poly(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}
