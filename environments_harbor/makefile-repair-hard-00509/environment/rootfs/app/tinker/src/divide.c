#include "config.h"
#include "divide.h"

long op_divide(long x)
{
    return x / DIVIDE_D;
}
