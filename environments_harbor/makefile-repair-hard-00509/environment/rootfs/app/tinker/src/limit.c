#include "config.h"
#include "limit.h"

long op_limit(long x)
{
    if (x < (LIMIT_LO)) return LIMIT_LO;
    if (x > LIMIT_HI) return LIMIT_HI;
    return x;
}
