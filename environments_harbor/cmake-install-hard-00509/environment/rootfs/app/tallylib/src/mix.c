#include "tallylib/tallylib.h"
#include "params.h"

long tallylib_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
