#include "tundra/tundra.h"

#ifndef TUNDRA_VERSION
#define TUNDRA_VERSION "0.0.0-dev"
#endif

const char *tundra_version(void)
{
    return TUNDRA_VERSION;
}
