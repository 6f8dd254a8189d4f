#include "lumen/lumen.h"
#include "table.h"

long lumen_lookup(long x)
{
    long i = x % lumen_table_len;
    if (i < 0)
        i += lumen_table_len;
    return x + lumen_table[i];
}
