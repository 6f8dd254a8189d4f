#include "bl/io.h"
#include "bl/fmt.h"
#define CLAMP_LO (-2528)
#define CLAMP_HI (31239)

static long clamp_impl(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}

long bl_fmt_clamp(long x)
{
    return bl_io_shift(clamp_impl(x));
}
