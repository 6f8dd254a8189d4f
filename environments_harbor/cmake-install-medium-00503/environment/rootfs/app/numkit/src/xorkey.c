#include "numkit/numkit.h"
#include "params.h"

long numkit_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
