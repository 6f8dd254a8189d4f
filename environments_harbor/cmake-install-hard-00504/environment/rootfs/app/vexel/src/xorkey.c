#include "vexel/vexel.h"
#include "params.h"

long vexel_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
