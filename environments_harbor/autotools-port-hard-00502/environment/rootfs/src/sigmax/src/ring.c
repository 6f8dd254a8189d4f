#include "sigmax/sigmax.h"
#include "params.h"

long sigmax_ring(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}
