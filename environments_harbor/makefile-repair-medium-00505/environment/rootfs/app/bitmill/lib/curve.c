#include "config.h"
#include "curve.h"

long xf_curve(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}
