#include "vexel/vexel.h"

long vexel_apply(long x)
{
    x = vexel_shift(x);
    x = vexel_curve(x);
    x = vexel_isqrt(x);
    x = vexel_mirror(x);
    x = vexel_xorkey(x);
    return x;
}
