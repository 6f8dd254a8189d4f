#include "vo/fmt.h"
#define BOUND_LO (-2320)
#define BOUND_HI (32857)

static long bound_impl(long x)
{
    if (x < (BOUND_LO)) return BOUND_LO;
    if (x > BOUND_HI) return BOUND_HI;
    return x;
}

long vo_fmt_bound(long x)
{
    return bound_impl(x);
}
