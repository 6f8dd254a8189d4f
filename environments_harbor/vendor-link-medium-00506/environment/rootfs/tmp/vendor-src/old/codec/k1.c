#include "ns/core.h"
#include "ns/codec.h"

static long crossfoot_impl(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long ns_codec_crossfoot(long x)
{
    return crossfoot_impl(ns_core_curve(x));
}
