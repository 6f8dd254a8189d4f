#include "hexa/hexa.h"
#include "table.h"

long hexa_lookup(long x)
{
    long i = x % hexa_table_len;
    if (i < 0)
        i += hexa_table_len;
    return x + hexa_table[i];
}
