#include "vexel/vexel.h"

long vexel_apply(long x)
{
    x = vexel_poly(x);
    x = vexel_boost(x);
    x = vexel_steps(x);
    x = vexel_gcd(x);
    return vexel_lookup(x);
}
