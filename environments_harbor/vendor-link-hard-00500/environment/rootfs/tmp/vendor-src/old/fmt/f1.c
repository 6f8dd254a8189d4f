#include "km/io.h"
#include "km/fmt.h"

static long reverse_impl(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long km_fmt_reverse(long x)
{
    return km_io_reduce(reverse_impl(x));
}
