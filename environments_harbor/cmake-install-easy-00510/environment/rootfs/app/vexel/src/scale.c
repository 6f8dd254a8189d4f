#include "vexel/vexel.h"
#include "params.h"

long vexel_scale(long x)
{
    return x * SCALE_K;
}
