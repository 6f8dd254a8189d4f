#include "rivet/rivet.h"
#include "params.h"

long rivet_orbit(long x)
{
    long n = (x < 0 ? -x : x) % ORBIT_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}
