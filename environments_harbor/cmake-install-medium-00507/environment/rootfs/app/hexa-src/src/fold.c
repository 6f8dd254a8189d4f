#include "hexa/hexa.h"
#include "params.h"

long hexa_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}
