#include "tundra/tundra.h"
#include "params.h"

long tundra_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
