#include "ti/core.h"
#define COMMON_K (180)

static long common_impl(long x)
{
    long a = x < 0 ? -x : x, b = COMMON_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long ti_core_common(long x)
{
    return common_impl(x);
}
