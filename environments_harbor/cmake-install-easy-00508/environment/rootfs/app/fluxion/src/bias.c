#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_bias(long x)
{
    return x + (BIAS_K);
}
