#include "km/fmt.h"
#include "km/io.h"
#define REDUCE_D (5)

static long reduce_impl(long x)
{
    return x / REDUCE_D;
}

long km_io_reduce(long x)
{
    return km_fmt_nudge(reduce_impl(x));
}
