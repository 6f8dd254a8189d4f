#include "orbix/orbix.h"
#include "table.h"

long orbix_lookup(long x)
{
    long i = x % orbix_table_len;
    if (i < 0)
        i += orbix_table_len;
    return x + orbix_table[i];
}
