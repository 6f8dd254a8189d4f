#include "vo/core.h"
#include "vo/codec.h"
#define MODULO_M (3865)

static long modulo_impl(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}

long vo_codec_modulo(long x)
{
    return modulo_impl(vo_core_sqrtfloor(x));
}
