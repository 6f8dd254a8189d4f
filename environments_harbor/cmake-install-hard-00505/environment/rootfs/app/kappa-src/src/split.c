#include "kappa/kappa.h"
#include "params.h"

long kappa_split(long x)
{
    return x / SPLIT_D;
}
