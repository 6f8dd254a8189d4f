#include "config.h"
#include "clamp.h"

long st_clamp(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}
