#include "gritty/gritty.h"
#include "params.h"

long gritty_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}
