#include "vexel/vexel.h"

long vexel_apply(long x)
{
    x = vexel_saturate(x);
    x = vexel_poly(x);
    x = vexel_whiten(x);
    x = vexel_scale(x);
    return x;
}
