#include "km/core.h"
#include "km/codec.h"
#define QUADRATIC_A (2)
#define QUADRATIC_B (-18)
#define QUADRATIC_C (-52)
#define QUADRATIC_M (110360)

static long quadratic_impl(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}

long km_codec_quadratic(long x)
{
    return quadratic_impl(km_core_saturate(x));
}
