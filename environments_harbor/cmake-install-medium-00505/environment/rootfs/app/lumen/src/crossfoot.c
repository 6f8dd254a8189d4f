#include "lumen/lumen.h"
#include "params.h"

long lumen_crossfoot(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}
