#include <math.h>
#include "strata/strata.h"
#include "params.h"

long strata_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
