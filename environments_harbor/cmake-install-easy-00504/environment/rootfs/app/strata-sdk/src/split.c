#include "strata/strata.h"
#include "params.h"

long strata_split(long x)
{
    return x / SPLIT_D;
}
