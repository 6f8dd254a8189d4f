#include "strata/strata.h"
#include "params.h"

long strata_offset(long x)
{
    return x + (OFFSET_K);
}
