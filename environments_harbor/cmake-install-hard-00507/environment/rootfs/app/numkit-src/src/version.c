#include "numkit/numkit.h"

#ifndef NUMKIT_VERSION
#define NUMKIT_VERSION "0.0.0-dev"
#endif

const char *numkit_version(void)
{
    return NUMKIT_VERSION;
}
