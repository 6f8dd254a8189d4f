#include "jolt/jolt.h"
#include "params.h"

long jolt_wrap(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}
