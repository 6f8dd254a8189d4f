#include "vela/vela.h"

long vela_apply(long x)
{
    x = vela_clamp(x);
    x = vela_radix(x);
    x = vela_shift(x);
    x = vela_fold(x);
    x = vela_poly(x);
    return x;
}
