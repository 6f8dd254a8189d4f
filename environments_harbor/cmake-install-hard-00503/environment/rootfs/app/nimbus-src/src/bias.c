#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_bias(long x)
{
    return x + (BIAS_K);
}
