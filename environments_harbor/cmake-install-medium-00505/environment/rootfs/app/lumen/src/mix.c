#include "lumen/lumen.h"
#include "params.h"

long lumen_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
