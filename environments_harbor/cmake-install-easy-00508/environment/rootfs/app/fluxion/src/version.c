#include "fluxion/fluxion.h"

const char *fluxion_version(void)
{
    return FLUXION_VERSION_STRING;
}
