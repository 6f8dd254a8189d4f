#include "nimbus/nimbus.h"

long nimbus_apply(long x)
{
    x = nimbus_hailstone(x);
    x = nimbus_saturate(x);
    x = nimbus_xorkey(x);
    x = nimbus_bias(x);
    x = nimbus_isqrt(x);
    return x;
}
