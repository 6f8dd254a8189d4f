#include "oe/core.h"
#include "oe/codec.h"
#define SCRAMBLE_K (55953)

static long scramble_impl(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}

long oe_codec_scramble(long x)
{
    return scramble_impl(oe_core_steps(x));
}
