#include "vela/vela.h"
#include "params.h"

long vela_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}
