#include "jolt/jolt.h"

#ifndef JOLT_VERSION
#define JOLT_VERSION "0.0.0-dev"
#endif

const char *jolt_version(void)
{
    return JOLT_VERSION;
}
