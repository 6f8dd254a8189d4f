#include "hx/core.h"
#define WRAP_M (4845)

static long wrap_impl(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}

long hx_core_wrap(long x)
{
    return wrap_impl(x);
}
