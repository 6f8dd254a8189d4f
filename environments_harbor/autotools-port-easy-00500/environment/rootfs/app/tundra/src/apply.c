#include "tundra/tundra.h"

long tundra_apply(long x)
{
    x = tundra_sqrtfloor(x);
    x = tundra_crossfoot(x);
    x = tundra_mix(x);
    return x;
}
