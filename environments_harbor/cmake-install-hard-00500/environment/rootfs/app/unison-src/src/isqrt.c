#include <math.h>
#include "unison/unison.h"
#include "params.h"

long unison_isqrt(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
