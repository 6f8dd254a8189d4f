#include "gritty/gritty.h"

long gritty_apply(long x)
{
    x = gritty_poly(x);
    x = gritty_sqrtfloor(x);
    x = gritty_divide(x);
    x = gritty_digits(x);
    return gritty_lookup(x);
}
