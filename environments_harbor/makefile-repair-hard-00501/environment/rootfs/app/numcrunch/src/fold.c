#include "config.h"
#include "fold.h"

long xf_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}
