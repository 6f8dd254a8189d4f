#include "km/io.h"
#include "km/fmt.h"
#define AMPLIFY_K (45)

static long amplify_impl(long x)
{
    return x * AMPLIFY_K;
}

long km_fmt_amplify(long x)
{
    return km_io_fold(amplify_impl(x));
}
