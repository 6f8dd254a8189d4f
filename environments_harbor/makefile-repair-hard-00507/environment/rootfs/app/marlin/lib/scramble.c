#include "config.h"
#include "scramble.h"

long xf_scramble(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}
