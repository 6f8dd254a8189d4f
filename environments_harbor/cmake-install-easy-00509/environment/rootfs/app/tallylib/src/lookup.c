#include "tallylib/tallylib.h"
#include "table.h"

long tallylib_lookup(long x)
{
    long i = x % tallylib_table_len;
    if (i < 0)
        i += tallylib_table_len;
    return x + tallylib_table[i];
}
