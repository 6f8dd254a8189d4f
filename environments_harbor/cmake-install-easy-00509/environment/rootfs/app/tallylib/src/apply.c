#include "tallylib/tallylib.h"

long tallylib_apply(long x)
{
    x = tallylib_isqrt(x);
    x = tallylib_nudge(x);
    x = tallylib_hailstone(x);
    return tallylib_lookup(x);
}
