#include "vo/fmt.h"

static long digits_impl(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long vo_fmt_digits(long x)
{
    return digits_impl(x);
}
