#include <math.h>
#include "embera/embera.h"
#include "params.h"

long embera_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
