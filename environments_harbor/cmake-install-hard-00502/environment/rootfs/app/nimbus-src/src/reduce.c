#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_reduce(long x)
{
    return x / REDUCE_D;
}
