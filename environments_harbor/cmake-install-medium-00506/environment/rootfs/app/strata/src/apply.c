#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_hash(x);
    x = strata_gcd(x);
    x = strata_divide(x);
    x = strata_orbit(x);
    x = strata_sqrtfloor(x);
    return x;
}
