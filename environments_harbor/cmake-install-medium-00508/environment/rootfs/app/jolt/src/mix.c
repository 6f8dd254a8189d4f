#include "jolt/jolt.h"
#include "params.h"

long jolt_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
