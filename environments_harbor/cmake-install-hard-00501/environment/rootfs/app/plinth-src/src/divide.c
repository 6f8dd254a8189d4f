#include "plinth/plinth.h"
#include "params.h"

long plinth_divide(long x)
{
    return x / DIVIDE_D;
}
