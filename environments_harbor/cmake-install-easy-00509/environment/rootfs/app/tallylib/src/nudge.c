#include "tallylib/tallylib.h"
#include "params.h"

long tallylib_nudge(long x)
{
    return x + (NUDGE_K);
}
