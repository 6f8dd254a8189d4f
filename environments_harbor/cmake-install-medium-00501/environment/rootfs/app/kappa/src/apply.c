#include "kappa/kappa.h"

long kappa_apply(long x)
{
    x = kappa_root(x);
    x = kappa_collatz(x);
    x = kappa_curve(x);
    x = kappa_boost(x);
    return kappa_lookup(x);
}
