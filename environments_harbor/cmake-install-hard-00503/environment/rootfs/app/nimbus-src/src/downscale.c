#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_downscale(long x)
{
    return x / DOWNSCALE_D;
}
