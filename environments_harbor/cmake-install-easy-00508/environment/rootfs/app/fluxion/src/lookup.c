#include "fluxion/fluxion.h"
#include "table.h"

long fluxion_lookup(long x)
{
    long i = x % fluxion_table_len;
    if (i < 0)
        i += fluxion_table_len;
    return x + fluxion_table[i];
}
