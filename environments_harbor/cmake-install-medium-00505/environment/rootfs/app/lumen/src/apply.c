#include "lumen/lumen.h"

long lumen_apply(long x)
{
    x = lumen_poly(x);
    x = lumen_crossfoot(x);
    x = lumen_radix(x);
    x = lumen_mix(x);
    return lumen_lookup(x);
}
