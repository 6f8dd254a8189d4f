#include "zephyr/zephyr.h"

long zephyr_apply(long x)
{
    x = zephyr_saturate(x);
#ifdef ZEPHYR_WITH_CURVE
    x = zephyr_curve(x);
#endif
    x = zephyr_reduce(x);
    x = zephyr_radix(x);
    x = zephyr_dsum(x);
    return x;
}
