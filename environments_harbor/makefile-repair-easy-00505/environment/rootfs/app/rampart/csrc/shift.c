#include "config.h"
#include "shift.h"

long pl_shift(long x)
{
    return x + (SHIFT_K);
}
