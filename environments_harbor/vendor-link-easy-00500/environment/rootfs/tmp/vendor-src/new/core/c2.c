#include "oe/core.h"

static long reverse_impl(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long oe_core_reverse(long x)
{
    return reverse_impl(x);
}
