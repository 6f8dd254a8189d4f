#include "km/io.h"
#include "km/fmt.h"
#define POLY_A (4)
#define POLY_B (5)
#define POLY_C (33)
#define POLY_M (15523)

static long poly_impl(long x)
{
    return (POLY_A * x * x + (POLY_B) * x + (POLY_C)) % POLY_M;
}

long km_fmt_poly(long x)
{
    return km_io_scale(poly_impl(x));
}
