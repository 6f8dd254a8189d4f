#include "vo/fmt.h"
#include "vo/io.h"
#define RING_M (7924)

static long ring_impl(long x)
{
    long r = x % RING_M;
    return r < 0 ? r + RING_M : r;
}

long vo_io_ring(long x)
{
    return vo_fmt_digits(ring_impl(x));
}
