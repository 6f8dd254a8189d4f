#include "config.h"
#include "shift.h"

long tp_shift(long x)
{
    return x + (SHIFT_K);
}
