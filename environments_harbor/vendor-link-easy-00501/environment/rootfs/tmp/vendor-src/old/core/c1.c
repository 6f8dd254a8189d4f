#include <math.h>
#include "oe/core.h"

static long root_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long oe_core_root(long x)
{
    return root_impl(x);
}
