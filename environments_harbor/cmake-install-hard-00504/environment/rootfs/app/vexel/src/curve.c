#include "vexel/vexel.h"
#include "params.h"

long vexel_curve(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}
