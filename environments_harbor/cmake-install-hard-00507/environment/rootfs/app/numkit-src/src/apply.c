#include "numkit/numkit.h"

long numkit_apply(long x)
{
    x = numkit_digits(x);
    x = numkit_bias(x);
    x = numkit_flip(x);
    x = numkit_sqrtfloor(x);
    x = numkit_quadratic(x);
    return x;
}
