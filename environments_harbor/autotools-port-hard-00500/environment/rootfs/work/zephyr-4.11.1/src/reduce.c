#include "zephyr/zephyr.h"
#include "params.h"

long zephyr_reduce(long x)
{
    return x / REDUCE_D;
}
