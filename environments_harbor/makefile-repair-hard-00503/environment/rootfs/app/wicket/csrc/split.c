#include "config.h"
#include "split.h"

long tp_split(long x)
{
    return x / SPLIT_D;
}
