#include "numkit/numkit.h"
#include "params.h"

long numkit_bias(long x)
{
    return x + (BIAS_K);
}
