#include "numkit/numkit.h"
#include "params.h"

long numkit_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
