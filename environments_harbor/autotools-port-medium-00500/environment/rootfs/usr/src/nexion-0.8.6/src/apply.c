#include "nexion/nexion.h"

long nexion_apply(long x)
{
    x = nexion_root(x);
    x = nexion_steps(x);
    x = nexion_clamp(x);
    x = nexion_reduce(x);
    return x;
}
