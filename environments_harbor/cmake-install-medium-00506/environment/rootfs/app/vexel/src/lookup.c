#include "vexel/vexel.h"
#include "table.h"

long vexel_lookup(long x)
{
    long i = x % vexel_table_len;
    if (i < 0)
        i += vexel_table_len;
    return x + vexel_table[i];
}
