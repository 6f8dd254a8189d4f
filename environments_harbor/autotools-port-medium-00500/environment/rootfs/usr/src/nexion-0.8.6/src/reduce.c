#include "nexion/nexion.h"
#include "params.h"

long nexion_reduce(long x)
{
    return x / REDUCE_D;
}
