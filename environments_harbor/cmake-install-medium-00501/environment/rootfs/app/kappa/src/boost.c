#include "kappa/kappa.h"
#include "params.h"

long kappa_boost(long x)
{
    return x * BOOST_K;
}
