#include "quanta/quanta.h"

long quanta_apply(long x)
{
    x = quanta_scramble(x);
    x = quanta_saturate(x);
    x = quanta_crossfoot(x);
    return x;
}
