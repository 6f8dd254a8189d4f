#include "km/fmt.h"
#include "km/io.h"
#define FOLD_M (5682)

static long fold_impl(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long km_io_fold(long x)
{
    return km_fmt_digitsum(fold_impl(x));
}
