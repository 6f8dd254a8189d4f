#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
