#include "tessel/tessel.h"
#include "params.h"

long tessel_shift(long x)
{
    return x + (SHIFT_K);
}
