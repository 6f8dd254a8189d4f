#include "corex/corex.h"
#include "table.h"

long corex_lookup(long x)
{
    long i = x % corex_table_len;
    if (i < 0)
        i += corex_table_len;
    return x + corex_table[i];
}
