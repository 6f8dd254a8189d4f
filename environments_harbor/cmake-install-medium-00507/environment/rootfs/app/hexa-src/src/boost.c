#include "hexa/hexa.h"
#include "params.h"

long hexa_boost(long x)
{
    return x * BOOST_K;
}
