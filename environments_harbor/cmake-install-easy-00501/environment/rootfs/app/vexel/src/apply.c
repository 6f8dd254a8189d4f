#include "vexel/vexel.h"

long vexel_apply(long x)
{
    x = vexel_ring(x);
    x = vexel_gain(x);
    x = vexel_split(x);
    return vexel_lookup(x);
}
