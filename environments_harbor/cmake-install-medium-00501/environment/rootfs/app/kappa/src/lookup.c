#include "kappa/kappa.h"
#include "table.h"

long kappa_lookup(long x)
{
    long i = x % kappa_table_len;
    if (i < 0)
        i += kappa_table_len;
    return x + kappa_table[i];
}
