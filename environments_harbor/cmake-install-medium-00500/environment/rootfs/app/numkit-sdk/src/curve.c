#include "numkit/numkit.h"
#include "params.h"

long numkit_curve(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}
