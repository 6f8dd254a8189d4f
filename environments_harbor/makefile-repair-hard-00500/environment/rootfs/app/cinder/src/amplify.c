#include "config.h"
#include "amplify.h"

long fx_amplify(long x)
{
    return x * AMPLIFY_K;
}
