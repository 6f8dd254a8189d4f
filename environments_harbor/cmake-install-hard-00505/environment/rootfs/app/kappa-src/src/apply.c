#include "kappa/kappa.h"

long kappa_apply(long x)
{
    x = kappa_offset(x);
    x = kappa_sqrtfloor(x);
    x = kappa_split(x);
    x = kappa_mix(x);
    x = kappa_divisor(x);
    return x;
}
