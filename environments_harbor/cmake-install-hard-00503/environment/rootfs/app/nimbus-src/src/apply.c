#include "nimbus/nimbus.h"

long nimbus_apply(long x)
{
    x = nimbus_downscale(x);
    x = nimbus_crossfoot(x);
    x = nimbus_hash(x);
    x = nimbus_ring(x);
    return nimbus_lookup(x);
}
