#include "tessel/tessel.h"
#include "table.h"

long tessel_lookup(long x)
{
    long i = x % tessel_table_len;
    if (i < 0)
        i += tessel_table_len;
    return x + tessel_table[i];
}
