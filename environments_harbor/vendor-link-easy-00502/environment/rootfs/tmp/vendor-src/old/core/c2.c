#include "bl/core.h"
#define HASH_A (1)
#define HASH_B (-9)
#define HASH_C (-80)
#define HASH_M (6414)

static long hash_impl(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}

long bl_core_hash(long x)
{
    return hash_impl(x);
}
