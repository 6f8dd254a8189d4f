#include "oe/core.h"
#include "oe/codec.h"
#define ORBIT_CAP (5000)

static long orbit_impl(long x)
{
    long n = (x < 0 ? -x : x) % ORBIT_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long oe_codec_orbit(long x)
{
    return orbit_impl(oe_core_quadratic(x));
}
