#include "fluxion/fluxion.h"

long fluxion_apply(long x)
{
    x = fluxion_common(x);
    x = fluxion_scale(x);
    x = fluxion_bias(x);
    return fluxion_lookup(x);
}
