#include "config.h"
#include "gain.h"

long tp_gain(long x)
{
    return x * GAIN_K;
}
