#include "fluxion/fluxion.h"

#ifndef FLUXION_VERSION
#define FLUXION_VERSION "0.0.0-dev"
#endif

const char *fluxion_version(void)
{
    return FLUXION_VERSION;
}
