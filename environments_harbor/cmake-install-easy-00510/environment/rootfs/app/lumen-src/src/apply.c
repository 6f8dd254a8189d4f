#include "lumen/lumen.h"

long lumen_apply(long x)
{
    x = lumen_sqrtfloor(x);
    x = lumen_clamp(x);
    x = lumen_shift(x);
    return lumen_lookup(x);
}
