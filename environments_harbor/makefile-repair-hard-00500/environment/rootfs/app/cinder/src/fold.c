#include "config.h"
#include "fold.h"

long fx_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}
