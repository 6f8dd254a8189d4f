#include "pd/core.h"
#include "pd/codec.h"
#define ORBIT_CAP (2000)

static long orbit_impl(long x)
{
    long n = (x < 0 ? -x : x) % ORBIT_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long pd_codec_orbit(long x)
{
    return orbit_impl(pd_core_isqrt(x));
}
