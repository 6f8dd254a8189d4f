#include "tessel/tessel.h"
#include "params.h"

long tessel_nudge(long x)
{
    return x + (NUDGE_K);
}
