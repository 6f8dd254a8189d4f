#include "config.h"
#include "offset.h"

long xf_offset(long x)
{
    return x + (OFFSET_K);
}
