#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_clamp(x);
    x = strata_quadratic(x);
    x = strata_shift(x);
    x = strata_gain(x);
    return x;
}
