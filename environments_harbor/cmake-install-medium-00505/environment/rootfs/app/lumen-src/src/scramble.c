#include "lumen/lumen.h"
#include "params.h"

long lumen_scramble(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}
