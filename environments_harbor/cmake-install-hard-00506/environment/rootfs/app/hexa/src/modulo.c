#include "hexa/hexa.h"
#include "params.h"

long hexa_modulo(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}
