#include "rivet/rivet.h"
#include "params.h"

long rivet_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}
