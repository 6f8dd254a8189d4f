#include "strata/strata.h"
#include "table.h"

long strata_lookup(long x)
{
    long i = x % strata_table_len;
    if (i < 0)
        i += strata_table_len;
    return x + strata_table[i];
}
