#include <math.h>
#include "tallylib/tallylib.h"
#include "params.h"

long tallylib_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
