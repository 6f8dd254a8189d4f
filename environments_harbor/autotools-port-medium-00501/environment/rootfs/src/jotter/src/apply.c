#include "jotter/jotter.h"

long jotter_apply(long x)
{
    x = jotter_radix(x);
    x = jotter_split(x);
    x = jotter_crossfoot(x);
    x = jotter_mirror(x);
    return x;
}
