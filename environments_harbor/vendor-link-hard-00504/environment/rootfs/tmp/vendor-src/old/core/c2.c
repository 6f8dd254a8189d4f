#include "km/core.h"
#define QUADRATIC_A (2)
#define QUADRATIC_B (-10)
#define QUADRATIC_C (50)
#define QUADRATIC_M (82428)

static long quadratic_impl(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}

long km_core_quadratic(long x)
{
    return quadratic_impl(x);
}
