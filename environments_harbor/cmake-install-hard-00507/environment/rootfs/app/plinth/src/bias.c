#include "plinth/plinth.h"
#include "params.h"

long plinth_bias(long x)
{
    return x + (BIAS_K);
}
