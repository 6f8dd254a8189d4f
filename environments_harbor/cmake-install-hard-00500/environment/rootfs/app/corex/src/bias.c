#include "corex/corex.h"
#include "params.h"

long corex_bias(long x)
{
    return x + (BIAS_K);
}
