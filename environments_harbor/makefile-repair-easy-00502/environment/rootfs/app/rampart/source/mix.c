#include "config.h"
#include "mix.h"

long op_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
