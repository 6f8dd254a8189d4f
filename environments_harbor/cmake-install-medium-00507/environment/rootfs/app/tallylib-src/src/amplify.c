#include "tallylib/tallylib.h"
#include "params.h"

long tallylib_amplify(long x)
{
    return x * AMPLIFY_K;
}
