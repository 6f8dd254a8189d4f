#include "plinth/plinth.h"

long plinth_apply(long x)
{
    x = plinth_root(x);
    x = plinth_divide(x);
    x = plinth_shift(x);
    x = plinth_curve(x);
    x = plinth_steps(x);
    return x;
}
