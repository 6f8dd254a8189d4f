#include "config.h"
#include "scale.h"

long op_scale(long x)
{
    return x * SCALE_K;
}
