#include "plinth/plinth.h"

long plinth_apply(long x)
{
    x = plinth_xorkey(x);
    x = plinth_backwards(x);
    x = plinth_radix(x);
    x = plinth_orbit(x);
    x = plinth_digitsum(x);
    return x;
}
