#include "vo/io.h"
#include "vo/fmt.h"
#define QUADRATIC_A (6)
#define QUADRATIC_B (-12)
#define QUADRATIC_C (39)
#define QUADRATIC_M (47061)

static long quadratic_impl(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}

long vo_fmt_quadratic(long x)
{
    return vo_io_digitsum(quadratic_impl(x));
}
