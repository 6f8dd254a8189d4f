#include "config.h"
#include "quadratic.h"

long fx_quadratic(long x)
{
    return (QUADRATIC_A * x * x + (QUADRATIC_B) * x + (QUADRATIC_C)) % QUADRATIC_M;
}
