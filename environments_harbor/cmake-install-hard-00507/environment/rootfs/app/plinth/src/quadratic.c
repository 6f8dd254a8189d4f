#include "plinth/plinth.h"
#include "params.h"

long plinth_quadratic(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}
