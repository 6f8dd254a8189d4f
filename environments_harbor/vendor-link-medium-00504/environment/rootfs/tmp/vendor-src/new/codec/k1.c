#include "ct/core.h"
#include "ct/codec.h"
#define FOLD_M (4320)

static long fold_impl(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long ct_codec_fold(long x)
{
    return fold_impl(ct_core_sqrtfloor(x));
}
