#include "vexel/vexel.h"
#include "params.h"

long vexel_gain(long x)
{
    return x * GAIN_K;
}
