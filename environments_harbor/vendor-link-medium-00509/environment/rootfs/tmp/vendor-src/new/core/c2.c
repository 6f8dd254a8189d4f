#include "ns/core.h"
#define QUADRATIC_A (2)
#define QUADRATIC_B (3)
#define QUADRATIC_C (18)
#define QUADRATIC_M (20550)

static long quadratic_impl(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}

long ns_core_quadratic(long x)
{
    return quadratic_impl(x);
}
