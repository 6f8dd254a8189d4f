#include "hx/fmt.h"
#include "hx/io.h"
#define MIX_K (48172)

static long mix_impl(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}

long hx_io_mix(long x)
{
    return hx_fmt_gcdkey(mix_impl(x));
}
