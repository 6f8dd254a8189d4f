#include "unison/unison.h"
#include "table.h"

long unison_lookup(long x)
{
    long i = x % unison_table_len;
    if (i < 0)
        i += unison_table_len;
    return x + unison_table[i];
}
