#include "unison/unison.h"
#include "params.h"

long unison_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
