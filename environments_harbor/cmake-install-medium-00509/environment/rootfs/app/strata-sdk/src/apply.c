#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_whiten(x);
    x = strata_hailstone(x);
    x = strata_shift(x);
    x = strata_gcd(x);
    return strata_lookup(x);
}
