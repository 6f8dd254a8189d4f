#include "config.h"
#include "divide.h"

long pl_divide(long x)
{
    return x / DIVIDE_D;
}
