#include "nimbus/nimbus.h"

#ifndef NIMBUS_VERSION
#define NIMBUS_VERSION "0.0.0-dev"
#endif

const char *nimbus_version(void)
{
    return NIMBUS_VERSION;
}
