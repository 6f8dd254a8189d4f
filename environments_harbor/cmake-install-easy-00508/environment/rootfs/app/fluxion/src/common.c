#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_common(long x)
{
    long a = x < 0 ? -x : x, b = COMMON_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}
