#include "qd/fmt.h"
#include "qd/io.h"
#define GCD_K (12)

static long gcd_impl(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long qd_io_gcd(long x)
{
    return qd_fmt_modulo(gcd_impl(x));
}
