#include "config.h"
#include "xorkey.h"

long op_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
