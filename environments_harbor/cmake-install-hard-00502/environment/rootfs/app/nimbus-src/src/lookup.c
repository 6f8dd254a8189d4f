#include "nimbus/nimbus.h"
#include "table.h"

long nimbus_lookup(long x)
{
    long i = x % nimbus_table_len;
    if (i < 0)
        i += nimbus_table_len;
    return x + nimbus_table[i];
}
