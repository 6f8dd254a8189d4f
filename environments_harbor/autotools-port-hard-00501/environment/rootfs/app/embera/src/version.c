#include "embera/embera.h"

#ifndef EMBERA_VERSION
#define EMBERA_VERSION "0.0.0-dev"
#endif

const char *embera_version(void)
{
    return EMBERA_VERSION;
}
