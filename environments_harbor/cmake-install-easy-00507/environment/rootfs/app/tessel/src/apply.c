#include "tessel/tessel.h"

long tessel_apply(long x)
{
    x = tessel_root(x);
    x = tessel_digitsum(x);
    x = tessel_gcd(x);
    return tessel_lookup(x);
}
