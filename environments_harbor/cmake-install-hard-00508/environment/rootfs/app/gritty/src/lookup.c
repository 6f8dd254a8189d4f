#include "gritty/gritty.h"
#include "table.h"

long gritty_lookup(long x)
{
    long i = x % gritty_table_len;
    if (i < 0)
        i += gritty_table_len;
    return x + gritty_table[i];
}
