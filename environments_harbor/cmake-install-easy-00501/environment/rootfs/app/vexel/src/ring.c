#include "vexel/vexel.h"
#include "params.h"

long vexel_ring(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}
