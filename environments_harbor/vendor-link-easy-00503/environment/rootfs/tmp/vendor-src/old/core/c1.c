#include "vo/core.h"
#define POLY_A (4)
#define POLY_B (17)
#define POLY_C (46)
#define POLY_M (41450)

static long poly_impl(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}

long vo_core_poly(long x)
{
    return poly_impl(x);
}
