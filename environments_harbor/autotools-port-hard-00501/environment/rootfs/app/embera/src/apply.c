#include "embera/embera.h"

long embera_apply(long x)
{
    x = embera_dsum(x);
    x = embera_curve(x);
#ifdef EMBERA_WITH_SCRAMBLE
    x = embera_scramble(x);
#endif
    x = embera_clamp(x);
    x = embera_radix(x);
    return x;
}
