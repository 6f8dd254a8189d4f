#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_bound(long x)
{
    if (x < (BOUND_LO)) return BOUND_LO;
    if (x > BOUND_HI) return BOUND_HI;
    return x;
}
