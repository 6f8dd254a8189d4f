#include "oe/core.h"
#include "oe/codec.h"
#define SHIFT_K (84)

static long shift_impl(long x)
{
    return x + (SHIFT_K);
}

long oe_codec_shift(long x)
{
    return shift_impl(oe_core_poly(x));
}
