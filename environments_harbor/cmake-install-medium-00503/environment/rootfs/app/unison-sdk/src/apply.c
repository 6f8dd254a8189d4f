#include "unison/unison.h"

long unison_apply(long x)
{
    x = unison_isqrt(x);
    x = unison_bias(x);
    x = unison_mirror(x);
    x = unison_gain(x);
    return unison_lookup(x);
}
