#include "oe/core.h"
#include "oe/codec.h"
#define WHITEN_K (46227)

static long whiten_impl(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}

long oe_codec_whiten(long x)
{
    return whiten_impl(oe_core_gain(x));
}
