#include <math.h>
#include "config.h"
#include "root.h"

long fx_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
