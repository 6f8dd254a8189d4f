#include "hexa/hexa.h"
#include "params.h"

long hexa_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
