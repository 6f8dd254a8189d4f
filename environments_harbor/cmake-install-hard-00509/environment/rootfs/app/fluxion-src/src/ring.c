#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_ring(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}
