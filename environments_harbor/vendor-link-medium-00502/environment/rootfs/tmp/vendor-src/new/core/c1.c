#include "hx/core.h"
#define XORKEY_K (11921)

static long xorkey_impl(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}

long hx_core_xorkey(long x)
{
    return xorkey_impl(x);
}
