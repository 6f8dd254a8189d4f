#include "oe/core.h"
#define POLY_A (7)
#define POLY_B (-20)
#define POLY_C (85)
#define POLY_M (63937)

static long poly_impl(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}

long oe_core_poly(long x)
{
    return poly_impl(x);
}
