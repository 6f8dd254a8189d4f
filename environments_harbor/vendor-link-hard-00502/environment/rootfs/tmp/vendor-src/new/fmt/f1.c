#include "qd/io.h"
#include "qd/fmt.h"
#define BOOST_K (45)

static long boost_impl(long x)
{
    return x * BOOST_K;
}

long qd_fmt_boost(long x)
{
    return qd_io_gcd(boost_impl(x));
}
