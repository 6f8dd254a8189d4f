#include "lumen/lumen.h"
#include "params.h"

long lumen_saturate(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}
