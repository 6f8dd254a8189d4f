#include <math.h>
#include "ferrite/ferrite.h"
#include "params.h"

long ferrite_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
