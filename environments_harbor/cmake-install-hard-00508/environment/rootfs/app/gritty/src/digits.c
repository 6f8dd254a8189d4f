#include "gritty/gritty.h"
#include "params.h"

long gritty_digits(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}
