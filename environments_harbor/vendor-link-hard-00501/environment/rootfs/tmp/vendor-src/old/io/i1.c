#include "oe/fmt.h"
#include "oe/io.h"

static long mirror_impl(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long oe_io_mirror(long x)
{
    return oe_fmt_offset(mirror_impl(x));
}
