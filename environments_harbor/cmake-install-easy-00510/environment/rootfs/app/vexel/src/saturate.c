#include "vexel/vexel.h"
#include "params.h"

long vexel_saturate(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}
