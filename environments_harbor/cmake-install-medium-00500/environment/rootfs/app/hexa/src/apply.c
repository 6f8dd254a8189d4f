#include "hexa/hexa.h"

long hexa_apply(long x)
{
    x = hexa_xorkey(x);
    x = hexa_backwards(x);
    x = hexa_root(x);
    x = hexa_ring(x);
    x = hexa_gain(x);
    return x;
}
