#include "sigmax/sigmax.h"
#include "params.h"

long sigmax_gain(long x)
{
    return x * GAIN_K;
}
