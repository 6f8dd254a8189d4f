#include "qd/core.h"
#define SCRAMBLE_K (10683)

static long scramble_impl(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}

long qd_core_scramble(long x)
{
    return scramble_impl(x);
}
