#include "numkit/numkit.h"

long numkit_apply(long x)
{
    x = numkit_curve(x);
    x = numkit_radix(x);
    x = numkit_mix(x);
    x = numkit_nudge(x);
    return numkit_lookup(x);
}
