#include <math.h>
#include "hexa/hexa.h"
#include "params.h"

long hexa_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
