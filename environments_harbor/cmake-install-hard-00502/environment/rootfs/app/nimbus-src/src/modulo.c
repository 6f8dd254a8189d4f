#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_modulo(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}
