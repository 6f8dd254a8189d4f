#include "ti/core.h"
#include "ti/codec.h"

static long backwards_impl(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long ti_codec_backwards(long x)
{
    return backwards_impl(ti_core_common(x));
}
