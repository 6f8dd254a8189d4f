#include "plinth/plinth.h"

#ifndef PLINTH_VERSION
#define PLINTH_VERSION "0.0.0-dev"
#endif

const char *plinth_version(void)
{
    return PLINTH_VERSION;
}
