#include "plinth/plinth.h"
#include "params.h"

long plinth_shift(long x)
{
    return x + (SHIFT_K);
}
