#include "fluxion/fluxion.h"

long fluxion_apply(long x)
{
    x = fluxion_downscale(x);
    x = fluxion_isqrt(x);
    x = fluxion_whiten(x);
    x = fluxion_bound(x);
    x = fluxion_ring(x);
    return x;
}
