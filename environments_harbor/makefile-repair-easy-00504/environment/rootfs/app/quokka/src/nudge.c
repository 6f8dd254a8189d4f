#include "config.h"
#include "nudge.h"

long fx_nudge(long x)
{
    return x + (NUDGE_K);
}
