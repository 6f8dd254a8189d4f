#include "oe/fmt.h"
#define OFFSET_K (647)

static long offset_impl(long x)
{
    return x + (OFFSET_K);
}

long oe_fmt_offset(long x)
{
    return offset_impl(x);
}
