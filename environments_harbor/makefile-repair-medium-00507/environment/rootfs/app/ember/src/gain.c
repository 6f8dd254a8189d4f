#include "config.h"
#include "gain.h"

long pl_gain(long x)
{
    return x * GAIN_K;
}
