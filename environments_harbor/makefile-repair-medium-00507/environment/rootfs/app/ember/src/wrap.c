#include "config.h"
#include "wrap.h"

long pl_wrap(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}
