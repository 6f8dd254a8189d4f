#include "strata/strata.h"
#include "params.h"

long strata_shift(long x)
{
    return x + (SHIFT_K);
}
