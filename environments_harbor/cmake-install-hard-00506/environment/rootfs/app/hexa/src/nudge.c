#include "hexa/hexa.h"
#include "params.h"

long hexa_nudge(long x)
{
    return x + (NUDGE_K);
}
