#include "ferrite/ferrite.h"

long ferrite_apply(long x)
{
    x = ferrite_saturate(x);
    x = ferrite_amplify(x);
    x = ferrite_fold(x);
    x = ferrite_radix(x);
    return x;
}
