#include "km/fmt.h"
#define NUDGE_K (797)

static long nudge_impl(long x)
{
    return x + (NUDGE_K);
}

long km_fmt_nudge(long x)
{
    return nudge_impl(x);
}
