#include "jolt/jolt.h"
#include "table.h"

long jolt_lookup(long x)
{
    long i = x % jolt_table_len;
    if (i < 0)
        i += jolt_table_len;
    return x + jolt_table[i];
}
