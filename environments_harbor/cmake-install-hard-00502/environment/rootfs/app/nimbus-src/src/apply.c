#include "nimbus/nimbus.h"

long nimbus_apply(long x)
{
    x = nimbus_offset(x);
    x = nimbus_modulo(x);
    x = nimbus_mix(x);
    x = nimbus_reverse(x);
    return nimbus_lookup(x);
}
