#include "config.h"
#include "offset.h"

long fx_offset(long x)
{
    return x + (OFFSET_K);
}
