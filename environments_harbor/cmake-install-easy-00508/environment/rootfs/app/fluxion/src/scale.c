#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_scale(long x)
{
    return x * SCALE_K;
}
