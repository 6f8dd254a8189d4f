#include "config.h"
#include "shift.h"

long xf_shift(long x)
{
    return x + (SHIFT_K);
}
