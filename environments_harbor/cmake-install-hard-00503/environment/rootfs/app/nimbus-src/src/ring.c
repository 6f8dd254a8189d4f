#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_ring(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}
