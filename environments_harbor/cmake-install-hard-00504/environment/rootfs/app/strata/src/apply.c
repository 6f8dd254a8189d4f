#include "strata/strata.h"

long strata_apply(long x)
{
    x = strata_root(x);
    x = strata_hash(x);
    x = strata_offset(x);
    x = strata_reverse(x);
    return strata_lookup(x);
}
