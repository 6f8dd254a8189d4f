#include "strata/strata.h"
#include "params.h"

long strata_bound(long x)
{
    if (x < (BOUND_LO)) return BOUND_LO;
    if (x > BOUND_HI) return BOUND_HI;
    return x;
}
