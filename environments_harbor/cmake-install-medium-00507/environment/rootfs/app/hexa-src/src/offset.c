#include "hexa/hexa.h"
#include "params.h"

long hexa_offset(long x)
{
    return x + (OFFSET_K);
}
