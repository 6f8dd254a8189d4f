#include "mosaic/mosaic.h"

#ifndef MOSAIC_VERSION
#define MOSAIC_VERSION "0.0.0-dev"
#endif

const char *mosaic_version(void)
{
    return MOSAIC_VERSION;
}
