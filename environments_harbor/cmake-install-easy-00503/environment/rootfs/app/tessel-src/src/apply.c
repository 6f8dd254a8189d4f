#include "tessel/tessel.h"

long tessel_apply(long x)
{
    x = tessel_gcdkey(x);
    x = tessel_modulo(x);
    x = tessel_isqrt(x);
    x = tessel_shift(x);
    return x;
}
