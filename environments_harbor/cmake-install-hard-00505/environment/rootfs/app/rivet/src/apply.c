#include "rivet/rivet.h"

long rivet_apply(long x)
{
    x = rivet_orbit(x);
    x = rivet_modulo(x);
    x = rivet_clamp(x);
    x = rivet_offset(x);
    return rivet_lookup(x);
}
