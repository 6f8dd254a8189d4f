#include "unison/unison.h"
#include "params.h"

long unison_bias(long x)
{
    return x + (BIAS_K);
}
