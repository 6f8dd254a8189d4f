#include "qd/core.h"
#include "qd/codec.h"
#define RING_M (3646)

static long ring_impl(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}

long qd_codec_ring(long x)
{
    return ring_impl(qd_core_mirror(x));
}
