#include "config.h"
#include "reduce.h"

long pl_reduce(long x)
{
    return x / REDUCE_D;
}
