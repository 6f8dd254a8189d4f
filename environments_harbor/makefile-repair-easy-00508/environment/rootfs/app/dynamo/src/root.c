#include <math.h>
#include "config.h"
#include "root.h"

long tp_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
