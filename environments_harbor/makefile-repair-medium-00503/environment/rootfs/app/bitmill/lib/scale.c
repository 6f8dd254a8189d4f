#include "config.h"
#include "scale.h"

long tp_scale(long x)
{
    return x * SCALE_K;
}
