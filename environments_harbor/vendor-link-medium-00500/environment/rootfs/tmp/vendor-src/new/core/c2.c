#include "pd/core.h"
#define OFFSET_K (-819)

static long offset_impl(long x)
{
    return x + (OFFSET_K);
}

long pd_core_offset(long x)
{
    return offset_impl(x);
}
