#include "config.h"
#include "boost.h"

long pl_boost(long x)
{
    return x * BOOST_K;
}
