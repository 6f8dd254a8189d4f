#include "lumen/lumen.h"
#include "params.h"

long lumen_divide(long x)
{
    return x / DIVIDE_D;
}
