#include "ferrite/ferrite.h"
#include "params.h"

long ferrite_amplify(long x)
{
    return x * AMPLIFY_K;
}
