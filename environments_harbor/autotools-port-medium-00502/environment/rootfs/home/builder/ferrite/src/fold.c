#include "ferrite/ferrite.h"
#include "params.h"

long ferrite_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}
