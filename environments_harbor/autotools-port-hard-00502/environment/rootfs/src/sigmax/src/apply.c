#include "sigmax/sigmax.h"

long sigmax_apply(long x)
{
    x = sigmax_gain(x);
    x = sigmax_gcd(x);
    x = sigmax_ring(x);
#ifdef SIGMAX_WITH_REVERSE
    x = sigmax_reverse(x);
#endif
    x = sigmax_radix(x);
    return x;
}
