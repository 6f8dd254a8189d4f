#include "config.h"
#include "mix.h"

long st_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
