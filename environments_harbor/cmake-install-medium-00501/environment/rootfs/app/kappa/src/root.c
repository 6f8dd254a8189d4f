#include <math.h>
#include "kappa/kappa.h"
#include "params.h"

long kappa_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
