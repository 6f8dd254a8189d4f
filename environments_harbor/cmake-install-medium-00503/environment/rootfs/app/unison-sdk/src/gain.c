#include "unison/unison.h"
#include "params.h"

long unison_gain(long x)
{
    return x * GAIN_K;
}
