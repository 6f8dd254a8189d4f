#include "nimbus/nimbus.h"
#include "params.h"

long nimbus_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}
