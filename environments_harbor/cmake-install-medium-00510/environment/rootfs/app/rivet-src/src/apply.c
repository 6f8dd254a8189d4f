#include "rivet/rivet.h"

long rivet_apply(long x)
{
    x = rivet_xorkey(x);
    x = rivet_scale(x);
    x = rivet_orbit(x);
    x = rivet_gcdkey(x);
    return rivet_lookup(x);
}
