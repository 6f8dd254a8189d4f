#include "rivet/rivet.h"
#include "params.h"

long rivet_modulo(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}
