#include "ns/core.h"
#include "ns/codec.h"
#define WHITEN_K (35021)

static long whiten_impl(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}

long ns_codec_whiten(long x)
{
    return whiten_impl(ns_core_split(x));
}
