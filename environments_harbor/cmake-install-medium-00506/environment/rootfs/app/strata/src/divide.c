#include "strata/strata.h"
#include "params.h"

long strata_divide(long x)
{
    return x / DIVIDE_D;
}
