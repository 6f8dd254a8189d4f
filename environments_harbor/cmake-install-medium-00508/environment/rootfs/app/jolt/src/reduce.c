#include "jolt/jolt.h"
#include "params.h"

long jolt_reduce(long x)
{
    return x / REDUCE_D;
}
