#include "qd/fmt.h"
#define MODULO_M (2624)

static long modulo_impl(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}

long qd_fmt_modulo(long x)
{
    return modulo_impl(x);
}
