#include "numkit/numkit.h"
#include "params.h"

long numkit_quadratic(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}
