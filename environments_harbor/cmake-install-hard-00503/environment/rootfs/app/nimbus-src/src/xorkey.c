#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
