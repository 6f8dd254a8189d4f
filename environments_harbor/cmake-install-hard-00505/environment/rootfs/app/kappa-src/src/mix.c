#include "kappa/kappa.h"
#include "params.h"

long kappa_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
