#include "bl/core.h"
#define QUADRATIC_A (9)
#define QUADRATIC_B (4)
#define QUADRATIC_C (-47)
#define QUADRATIC_M (94556)

static long quadratic_impl(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}

long bl_core_quadratic(long x)
{
    return quadratic_impl(x);
}
