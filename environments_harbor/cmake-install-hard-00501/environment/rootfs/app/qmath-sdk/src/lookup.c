#include "qmath/qmath.h"
#include "table.h"

long qmath_lookup(long x)
{
    long i = x % qmath_table_len;
    if (i < 0)
        i += qmath_table_len;
    return x + qmath_table[i];
}
