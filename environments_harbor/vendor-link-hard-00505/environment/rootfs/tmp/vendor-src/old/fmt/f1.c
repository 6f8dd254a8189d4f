#include "qd/io.h"
#include "qd/fmt.h"
#define HASH_A (9)
#define HASH_B (-9)
#define HASH_C (-46)
#define HASH_M (87608)

static long hash_impl(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}

long qd_fmt_hash(long x)
{
    return qd_io_gcd(hash_impl(x));
}
