#include "unison/unison.h"

long unison_apply(long x)
{
    x = unison_bound(x);
    x = unison_xorkey(x);
    x = unison_split(x);
    x = unison_isqrt(x);
    return unison_lookup(x);
}
