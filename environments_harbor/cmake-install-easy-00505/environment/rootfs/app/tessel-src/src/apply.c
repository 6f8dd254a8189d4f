#include "tessel/tessel.h"

long tessel_apply(long x)
{
    x = tessel_nudge(x);
    x = tessel_radix(x);
    x = tessel_hailstone(x);
    return tessel_lookup(x);
}
