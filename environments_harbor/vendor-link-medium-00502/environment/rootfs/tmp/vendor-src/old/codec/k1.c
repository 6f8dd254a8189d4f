#include "hx/core.h"
#include "hx/codec.h"
#define LIMIT_LO (-1223)
#define LIMIT_HI (41251)

static long limit_impl(long x)
{
    if (x < (LIMIT_LO)) return LIMIT_LO;
    if (x > LIMIT_HI) return LIMIT_HI;
    return x;
}

long hx_codec_limit(long x)
{
    return limit_impl(hx_core_xorkey(x));
}
