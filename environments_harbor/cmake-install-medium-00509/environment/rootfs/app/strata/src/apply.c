#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_isqrt(x);
    x = strata_backwards(x);
    x = strata_limit(x);
    x = strata_shift(x);
    x = strata_gcd(x);
    return x;
}
