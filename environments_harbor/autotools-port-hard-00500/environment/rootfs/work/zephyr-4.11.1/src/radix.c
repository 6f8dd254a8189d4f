#include <math.h>
#include "zephyr/zephyr.h"
#include "params.h"

long zephyr_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
