#include "orbix/orbix.h"
#include "params.h"

long orbix_wrap(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}
