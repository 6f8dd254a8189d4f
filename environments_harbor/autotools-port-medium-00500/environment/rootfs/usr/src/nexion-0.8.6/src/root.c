#include <math.h>
#include "nexion/nexion.h"
#include "params.h"

long nexion_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
