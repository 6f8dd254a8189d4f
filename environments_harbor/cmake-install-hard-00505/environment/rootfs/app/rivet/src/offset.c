#include "rivet/rivet.h"
#include "params.h"

long rivet_offset(long x)
{
    return x + (OFFSET_K);
}
