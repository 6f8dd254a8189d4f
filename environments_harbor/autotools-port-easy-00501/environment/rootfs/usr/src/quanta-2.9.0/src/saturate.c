#include "quanta/quanta.h"
#include "params.h"

long quanta_saturate(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}
