#include "km/core.h"
#include "km/codec.h"
#define HASH_A (3)
#define HASH_B (3)
#define HASH_C (46)
#define HASH_M (17864)

static long hash_impl(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}

long km_codec_hash(long x)
{
    return hash_impl(km_core_digits(x));
}
