#include "embera/embera.h"
#include "params.h"

long embera_scramble(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}
