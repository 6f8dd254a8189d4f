#include "config.h"
#include "hash.h"

long xf_hash(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}
