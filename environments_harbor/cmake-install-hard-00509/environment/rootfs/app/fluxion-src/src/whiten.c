#include "fluxion/fluxion.h"
#include "params.h"

long fluxion_whiten(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}
