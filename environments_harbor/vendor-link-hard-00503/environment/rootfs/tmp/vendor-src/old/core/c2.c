#include "hx/core.h"
#define FOLD_M (7017)

static long fold_impl(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long hx_core_fold(long x)
{
    return fold_impl(x);
}
