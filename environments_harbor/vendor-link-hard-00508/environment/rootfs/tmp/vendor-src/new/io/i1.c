#include "vo/fmt.h"
#include "vo/io.h"

static long digitsum_impl(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long vo_io_digitsum(long x)
{
    return vo_fmt_bound(digitsum_impl(x));
}
