#include "oe/core.h"
#define XORKEY_K (64142)

static long xorkey_impl(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}

long oe_core_xorkey(long x)
{
    return xorkey_impl(x);
}
