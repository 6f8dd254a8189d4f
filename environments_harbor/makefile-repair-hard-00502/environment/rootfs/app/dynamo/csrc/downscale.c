#include "config.h"
#include "downscale.h"

long fx_downscale(long x)
{
    return x / DOWNSCALE_D;
}
