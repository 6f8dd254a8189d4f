#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_split(x);
    x = strata_common(x);
    x = strata_dsum(x);
    return strata_lookup(x);
}
