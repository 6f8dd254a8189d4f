#include "lumen/lumen.h"
#include "params.h"

long lumen_shift(long x)
{
    return x + (SHIFT_K);
}
