#include "hx/io.h"
#include "hx/fmt.h"
#define LIMIT_LO (-458)
#define LIMIT_HI (43331)

static long limit_impl(long x)
{
    if (x < (LIMIT_LO)) return LIMIT_LO;
    if (x > LIMIT_HI) return LIMIT_HI;
    return x;
}

long hx_fmt_limit(long x)
{
    return hx_io_mix(limit_impl(x));
}
