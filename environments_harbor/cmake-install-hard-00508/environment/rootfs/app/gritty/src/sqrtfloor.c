#include <math.h>
#include "gritty/gritty.h"
#include "params.h"

long gritty_sqrtfloor(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
