#include "gritty/gritty.h"
#include "params.h"

long gritty_poly(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}
