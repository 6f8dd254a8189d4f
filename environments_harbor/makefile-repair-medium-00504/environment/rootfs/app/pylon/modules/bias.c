#include "config.h"
#include "bias.h"

long pl_bias(long x)
{
    return x + (BIAS_K);
}
