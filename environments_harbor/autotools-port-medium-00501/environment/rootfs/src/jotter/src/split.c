#include "jotter/jotter.h"
#include "params.h"

long jotter_split(long x)
{
    return x / SPLIT_D;
}
