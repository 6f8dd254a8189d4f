#include "numkit/numkit.h"
#include "table.h"

long numkit_lookup(long x)
{
    long i = x % numkit_table_len;
    if (i < 0)
        i += numkit_table_len;
    return x + numkit_table[i];
}
