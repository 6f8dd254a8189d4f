#include "config.h"
#include "mix.h"

long fx_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
