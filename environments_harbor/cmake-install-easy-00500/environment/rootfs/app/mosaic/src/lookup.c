#include "mosaic/mosaic.h"
#include "table.h"

long mosaic_lookup(long x)
{
    long i = x % mosaic_table_len;
    if (i < 0)
        i += mosaic_table_len;
    return x + mosaic_table[i];
}
