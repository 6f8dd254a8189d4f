#include "nimbus/nimbus.h"

const char *nimbus_version(void)
{
    return NIMBUS_VERSION_STRING;
}
