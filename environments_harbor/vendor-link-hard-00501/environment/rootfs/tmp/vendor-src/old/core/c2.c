#include "oe/core.h"
#define MODULO_M (8584)

static long modulo_impl(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}

long oe_core_modulo(long x)
{
    return modulo_impl(x);
}
