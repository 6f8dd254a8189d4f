#include "oe/core.h"
#define QUADRATIC_A (5)
#define QUADRATIC_B (3)
#define QUADRATIC_C (25)
#define QUADRATIC_M (61811)

static long quadratic_impl(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}

long oe_core_quadratic(long x)
{
    return quadratic_impl(x);
}
