#include "vexel/vexel.h"
#include "params.h"

long vexel_split(long x)
{
    return x / SPLIT_D;
}
