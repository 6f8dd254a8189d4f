#include "mosaic/mosaic.h"

const char *mosaic_version(void)
{
    return MOSAIC_VERSION_STRING;
}
