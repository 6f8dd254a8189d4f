#include "hexa/hexa.h"

long hexa_apply(long x)
{
    x = hexa_digitsum(x);
    x = hexa_modulo(x);
    x = hexa_root(x);
    x = hexa_flip(x);
    x = hexa_nudge(x);
    return x;
}
