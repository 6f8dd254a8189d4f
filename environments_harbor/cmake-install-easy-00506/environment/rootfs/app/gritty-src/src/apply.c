#include "gritty/gritty.h"

long gritty_apply(long x)
{
    x = gritty_collatz(x);
    x = gritty_offset(x);
    x = gritty_digits(x);
    x = gritty_divide(x);
    return x;
}
