#include "tallylib/tallylib.h"

long tallylib_apply(long x)
{
    x = tallylib_flip(x);
    x = tallylib_sqrtfloor(x);
    x = tallylib_amplify(x);
    x = tallylib_wrap(x);
    x = tallylib_steps(x);
    return x;
}
