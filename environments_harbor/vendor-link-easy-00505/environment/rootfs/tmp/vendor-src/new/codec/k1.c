#include "ns/core.h"
#include "ns/codec.h"
#define HASH_A (1)
#define HASH_B (20)
#define HASH_C (-53)
#define HASH_M (77007)

static long hash_impl(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}

long ns_codec_hash(long x)
{
    return hash_impl(ns_core_common(x));
}
