#include "embera/embera.h"
#include "params.h"

long embera_curve(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}
