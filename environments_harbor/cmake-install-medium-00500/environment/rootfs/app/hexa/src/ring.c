#include "hexa/hexa.h"
#include "params.h"

long hexa_ring(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}
