#include "strata/strata.h"
#include "params.h"

long strata_hash(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}
