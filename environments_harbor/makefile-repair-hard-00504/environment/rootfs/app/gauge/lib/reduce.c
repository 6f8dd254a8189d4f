#include "config.h"
#include "reduce.h"

long op_reduce(long x)
{
    return x / REDUCE_D;
}
