#include "gritty/gritty.h"
#include "params.h"

long gritty_gain(long x)
{
    return x * GAIN_K;
}
