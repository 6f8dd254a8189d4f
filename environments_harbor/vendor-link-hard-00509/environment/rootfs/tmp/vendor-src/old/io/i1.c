#include "bl/fmt.h"
#include "bl/io.h"
#define SHIFT_K (16)

static long shift_impl(long x)
{
    return x + (SHIFT_K);
}

long bl_io_shift(long x)
{
    return bl_fmt_root(shift_impl(x));
}
