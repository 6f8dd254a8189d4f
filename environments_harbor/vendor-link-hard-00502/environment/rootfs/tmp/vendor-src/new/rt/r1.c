#include "qd/rt.h"
#define RING_M (9153)

static long ring_impl(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}

long qd_rt_ring(long x)
{
    return ring_impl(x);
}
