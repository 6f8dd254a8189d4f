#include "ct/core.h"
#define COMMON_K (80)

static long common_impl(long x)
{
    long a = x < 0 ? -x : x, b = COMMON_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long ct_core_common(long x)
{
    return common_impl(x);
}
