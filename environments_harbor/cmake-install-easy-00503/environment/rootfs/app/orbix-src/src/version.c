#include "orbix/orbix.h"

const char *orbix_version(void)
{
    return ORBIX_VERSION_STRING;
}
