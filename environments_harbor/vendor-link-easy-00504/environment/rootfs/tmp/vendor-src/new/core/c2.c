#include "ti/core.h"
#define OFFSET_K (889)

static long offset_impl(long x)
{
    return x + (OFFSET_K);
}

long ti_core_offset(long x)
{
    return offset_impl(x);
}
