#include "config.h"
#include "scramble.h"

long tp_scramble(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}
