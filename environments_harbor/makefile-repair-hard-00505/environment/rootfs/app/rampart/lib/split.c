#include "config.h"
#include "split.h"

long fx_split(long x)
{
    return x / SPLIT_D;
}
