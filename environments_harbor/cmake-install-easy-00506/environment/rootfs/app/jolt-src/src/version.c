#include "jolt/jolt.h"

const char *jolt_version(void)
{
    return JOLT_VERSION_STRING;
}
