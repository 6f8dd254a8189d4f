#include <math.h>
#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
