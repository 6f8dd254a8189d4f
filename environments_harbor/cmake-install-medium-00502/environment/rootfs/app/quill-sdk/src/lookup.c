#include "quill/quill.h"
#include "table.h"

long quill_lookup(long x)
{
    long i = x % quill_table_len;
    if (i < 0)
        i += quill_table_len;
    return x + quill_table[i];
}
