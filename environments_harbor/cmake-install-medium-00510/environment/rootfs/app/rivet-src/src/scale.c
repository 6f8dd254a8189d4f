#include "rivet/rivet.h"
#include "params.h"

long rivet_scale(long x)
{
    return x * SCALE_K;
}
