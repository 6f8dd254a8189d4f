#include "orbix/orbix.h"

long orbix_apply(long x)
{
    x = orbix_gcdkey(x);
    x = orbix_hash(x);
    x = orbix_wrap(x);
    return orbix_lookup(x);
}
