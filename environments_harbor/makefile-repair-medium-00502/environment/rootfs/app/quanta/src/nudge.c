#include "config.h"
#include "nudge.h"

long st_nudge(long x)
{
    return x + (NUDGE_K);
}
