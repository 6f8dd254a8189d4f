#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_offset(long x)
{
    return x + (OFFSET_K);
}
