#include "config.h"
#include "split.h"

long pl_split(long x)
{
    return x / SPLIT_D;
}
