#include "config.h"
#include "reduce.h"

long st_reduce(long x)
{
    return x / REDUCE_D;
}
