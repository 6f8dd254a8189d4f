#include "nimbus/nimbus.h"

long nimbus_apply(long x)
{
    x = nimbus_limit(x);
    x = nimbus_quadratic(x);
    x = nimbus_fold(x);
    x = nimbus_offset(x);
    return x;
}
