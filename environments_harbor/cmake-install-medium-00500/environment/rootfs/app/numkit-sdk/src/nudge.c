#include "numkit/numkit.h"
#include "params.h"

long numkit_nudge(long x)
{
    return x + (NUDGE_K);
}
