#include "lumen/lumen.h"

long lumen_apply(long x)
{
    x = lumen_poly(x);
    x = lumen_isqrt(x);
    x = lumen_hailstone(x);
    x = lumen_divide(x);
    x = lumen_digitsum(x);
    return x;
}
