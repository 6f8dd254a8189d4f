#include "quill/quill.h"
#include "params.h"

long quill_hash(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}
