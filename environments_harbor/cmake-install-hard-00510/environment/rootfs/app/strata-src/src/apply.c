#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_bound(x);
    x = strata_poly(x);
    x = strata_hailstone(x);
    x = strata_digitsum(x);
    x = strata_radix(x);
    return x;
}
