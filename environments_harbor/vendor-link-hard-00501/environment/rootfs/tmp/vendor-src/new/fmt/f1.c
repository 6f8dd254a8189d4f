#include "oe/io.h"
#include "oe/fmt.h"
#define SCALE_K (70)

static long scale_impl(long x)
{
    return x * SCALE_K;
}

long oe_fmt_scale(long x)
{
    return oe_io_mirror(scale_impl(x));
}
