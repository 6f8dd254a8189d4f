#include "numkit/numkit.h"

long numkit_apply(long x)
{
    x = numkit_poly(x);
    x = numkit_crossfoot(x);
    x = numkit_isqrt(x);
    x = numkit_xorkey(x);
    x = numkit_bias(x);
    return x;
}
