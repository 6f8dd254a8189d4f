#include <math.h>
#include "bl/fmt.h"

static long root_impl(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long bl_fmt_root(long x)
{
    return root_impl(x);
}
