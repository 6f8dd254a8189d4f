#include <math.h>
#include "config.h"
#include "isqrt.h"

long fx_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
