#include "ns/core.h"
#define CURVE_A (2)
#define CURVE_B (15)
#define CURVE_C (14)
#define CURVE_M (17369)

static long curve_impl(long x)
{
    return (CURVE_A * x * x + (CURVE_B) * x + (CURVE_C)) % CURVE_M;
}

long ns_core_curve(long x)
{
    return curve_impl(x);
}
