#include "unison/unison.h"
#include "params.h"

long unison_bound(long x)
{
    if (x < (BOUND_LO)) return BOUND_LO;
    if (x > BOUND_HI) return BOUND_HI;
    return x;
}
