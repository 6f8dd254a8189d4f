#include "config.h"
#include "scale.h"

long xf_scale(long x)
{
    return x * SCALE_K;
}
