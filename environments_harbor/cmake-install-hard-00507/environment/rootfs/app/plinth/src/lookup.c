#include "plinth/plinth.h"
#include "table.h"

long plinth_lookup(long x)
{
    long i = x % plinth_table_len;
    if (i < 0)
        i += plinth_table_len;
    return x + plinth_table[i];
}
