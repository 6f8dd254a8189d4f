#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_downscale(long x)
{
    return x / DOWNSCALE_D;
}
