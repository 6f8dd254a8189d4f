#include "strata/strata.h"
#include "params.h"

long strata_hailstone(long x)
{
    long n = (x < 0 ? -x : x) % HAILSTONE_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}
