#include "vexel/vexel.h"
#include "params.h"

long vexel_boost(long x)
{
    return x * BOOST_K;
}
