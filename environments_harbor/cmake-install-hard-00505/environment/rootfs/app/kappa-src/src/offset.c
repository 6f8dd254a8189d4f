#include "kappa/kappa.h"
#include "params.h"

long kappa_offset(long x)
{
    return x + (OFFSET_K);
}
