#include "strata/strata.h"
#include "params.h"

long strata_gain(long x)
{
    return x * GAIN_K;
}
