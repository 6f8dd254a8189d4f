#include "hexa/hexa.h"
#include "params.h"

long hexa_gain(long x)
{
    return x * GAIN_K;
}
