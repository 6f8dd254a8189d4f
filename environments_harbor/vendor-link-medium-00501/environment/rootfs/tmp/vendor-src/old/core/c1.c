#include "ns/core.h"
#define BIAS_K (-534)

static long bias_impl(long x)
{
    return x + (BIAS_K);
}

long ns_core_bias(long x)
{
    return bias_impl(x);
}
