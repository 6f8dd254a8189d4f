#include "km/core.h"
#include "km/codec.h"
#define STEPS_CAP (1111)

static long steps_impl(long x)
{
    long n = (x < 0 ? -x : x) % STEPS_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long km_codec_steps(long x)
{
    return steps_impl(km_core_saturate(x));
}
