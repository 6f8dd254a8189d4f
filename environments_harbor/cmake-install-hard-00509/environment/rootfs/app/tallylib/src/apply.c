#include "tallylib/tallylib.h"

long tallylib_apply(long x)
{
    x = tallylib_crossfoot(x);
    x = tallylib_root(x);
    x = tallylib_mix(x);
    x = tallylib_bound(x);
    return tallylib_lookup(x);
}
