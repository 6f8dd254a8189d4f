#include "nimbus/nimbus.h"

long nimbus_apply(long x)
{
    x = nimbus_reduce(x);
    x = nimbus_ring(x);
    x = nimbus_bound(x);
    x = nimbus_mirror(x);
    x = nimbus_sqrtfloor(x);
    return x;
}
