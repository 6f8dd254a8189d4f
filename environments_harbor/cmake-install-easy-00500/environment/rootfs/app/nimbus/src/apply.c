#include "nimbus/nimbus.h"

long nimbus_apply(long x)
{
    x = nimbus_offset(x);
    x = nimbus_dsum(x);
    x = nimbus_bound(x);
    x = nimbus_divisor(x);
    return x;
}
