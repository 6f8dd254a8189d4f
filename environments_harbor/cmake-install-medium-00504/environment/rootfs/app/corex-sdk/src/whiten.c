#include "corex/corex.h"
#include "params.h"

long corex_whiten(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}
