#include "rivet/rivet.h"
#include "table.h"

long rivet_lookup(long x)
{
    long i = x % rivet_table_len;
    if (i < 0)
        i += rivet_table_len;
    return x + rivet_table[i];
}
