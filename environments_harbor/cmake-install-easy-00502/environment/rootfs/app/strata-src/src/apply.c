#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_common(x);
    x = strata_clamp(x);
    x = strata_root(x);
    return strata_lookup(x);
}
