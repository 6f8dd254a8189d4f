#include "config.h"
#include "nudge.h"

long op_nudge(long x)
{
    return x + (NUDGE_K);
}
