#include "config.h"
#include "mix.h"

long pl_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
