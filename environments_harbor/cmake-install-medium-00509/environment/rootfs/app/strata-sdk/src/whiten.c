#include "strata/strata.h"
#include "params.h"

long strata_whiten(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}
