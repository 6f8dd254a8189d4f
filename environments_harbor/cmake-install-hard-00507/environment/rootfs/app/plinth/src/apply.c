#include "plinth/plinth.h"

long plinth_apply(long x)
{
    x = plinth_quadratic(x);
    x = plinth_reverse(x);
    x = plinth_sqrtfloor(x);
    x = plinth_bias(x);
    return plinth_lookup(x);
}
