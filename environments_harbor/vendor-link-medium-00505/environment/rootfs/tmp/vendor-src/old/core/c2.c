#include "oe/core.h"
#define WRAP_M (788)

static long wrap_impl(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}

long oe_core_wrap(long x)
{
    return wrap_impl(x);
}
