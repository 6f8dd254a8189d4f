#include "corex/corex.h"

long corex_apply(long x)
{
    x = corex_steps(x);
    x = corex_bias(x);
    x = corex_isqrt(x);
    x = corex_gcd(x);
    x = corex_whiten(x);
    return x;
}
