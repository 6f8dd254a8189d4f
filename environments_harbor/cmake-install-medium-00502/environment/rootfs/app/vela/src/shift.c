#include "vela/vela.h"
#include "params.h"

long vela_shift(long x)
{
    return x + (SHIFT_K);
}
