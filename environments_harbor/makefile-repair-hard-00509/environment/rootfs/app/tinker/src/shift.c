#include "config.h"
#include "shift.h"

long op_shift(long x)
{
    return x + (SHIFT_K);
}
