#include <math.h>
#include "vela/vela.h"
#include "params.h"

long vela_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
