#include "config.h"
#include "whiten.h"

long fx_whiten(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}
