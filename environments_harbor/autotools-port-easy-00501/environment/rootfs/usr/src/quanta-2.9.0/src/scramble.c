#include "quanta/quanta.h"
#include "params.h"

long quanta_scramble(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}
