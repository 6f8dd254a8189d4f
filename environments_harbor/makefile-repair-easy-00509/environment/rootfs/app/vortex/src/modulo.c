#include "config.h"
#include "modulo.h"

long st_modulo(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}
