#include "vexel/vexel.h"
#include "params.h"

long vexel_whiten(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}
