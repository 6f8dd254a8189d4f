#include "corex/corex.h"

long corex_apply(long x)
{
    x = corex_clamp(x);
    x = corex_whiten(x);
    x = corex_flip(x);
    x = corex_sqrtfloor(x);
    return corex_lookup(x);
}
