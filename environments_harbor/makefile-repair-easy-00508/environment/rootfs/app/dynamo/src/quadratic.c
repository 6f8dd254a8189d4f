#include "config.h"
#include "quadratic.h"

long tp_quadratic(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}
