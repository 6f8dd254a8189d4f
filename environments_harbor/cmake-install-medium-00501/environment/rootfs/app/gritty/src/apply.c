#include "gritty/gritty.h"

long gritty_apply(long x)
{
    x = gritty_mix(x);
    x = gritty_orbit(x);
    x = gritty_hash(x);
    x = gritty_digitsum(x);
    x = gritty_gain(x);
    return x;
}
