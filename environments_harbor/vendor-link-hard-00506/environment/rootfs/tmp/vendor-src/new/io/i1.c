#include "km/fmt.h"
#include "km/io.h"
#define SCALE_K (50)

static long scale_impl(long x)
{
    return x * SCALE_K;
}

long km_io_scale(long x)
{
    return km_fmt_sqrtfloor(scale_impl(x));
}
