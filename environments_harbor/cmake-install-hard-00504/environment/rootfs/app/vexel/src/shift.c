#include "vexel/vexel.h"
#include "params.h"

long vexel_shift(long x)
{
    return x + (SHIFT_K);
}
