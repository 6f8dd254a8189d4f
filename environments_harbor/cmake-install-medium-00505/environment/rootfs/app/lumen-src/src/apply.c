#include "lumen/lumen.h"

long lumen_apply(long x)
{
    x = lumen_backwards(x);
    x = lumen_divide(x);
    x = lumen_saturate(x);
    x = lumen_gcd(x);
    x = lumen_scramble(x);
    return x;
}
