#include "nexion/nexion.h"

#ifndef NEXION_VERSION
#define NEXION_VERSION "0.0.0-dev"
#endif

const char *nexion_version(void)
{
    return NEXION_VERSION;
}
