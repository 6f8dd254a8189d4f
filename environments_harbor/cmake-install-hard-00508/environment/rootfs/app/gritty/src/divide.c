#include "gritty/gritty.h"
#include "params.h"

long gritty_divide(long x)
{
    return x / DIVIDE_D;
}
