#include "plinth/plinth.h"
#include "params.h"

long plinth_curve(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}
