#include "dynamo/dynamo.h"

long dynamo_apply(long x)
{
    x = dynamo_steps(x);
    x = dynamo_hash(x);
    x = dynamo_gcd(x);
    return x;
}
