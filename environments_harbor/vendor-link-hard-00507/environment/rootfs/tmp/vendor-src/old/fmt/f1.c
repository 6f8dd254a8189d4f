#include "vo/io.h"
#include "vo/fmt.h"
#define OFFSET_K (-297)

static long offset_impl(long x)
{
    return x + (OFFSET_K);
}

long vo_fmt_offset(long x)
{
    return vo_io_ring(offset_impl(x));
}
