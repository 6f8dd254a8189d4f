#include "plinth/plinth.h"
#include "params.h"

long plinth_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
