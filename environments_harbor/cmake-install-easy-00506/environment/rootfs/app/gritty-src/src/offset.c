#include "gritty/gritty.h"
#include "params.h"

long gritty_offset(long x)
{
    return x + (OFFSET_K);
}
