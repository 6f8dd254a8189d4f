#include "hexa/hexa.h"

long hexa_apply(long x)
{
    x = hexa_boost(x);
    x = hexa_saturate(x);
    x = hexa_fold(x);
    x = hexa_offset(x);
    return hexa_lookup(x);
}
