#include "config.h"
#include "saturate.h"

long fx_saturate(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}
