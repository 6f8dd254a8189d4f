#include "quanta/quanta.h"

#ifndef QUANTA_VERSION
#define QUANTA_VERSION "0.0.0-dev"
#endif

const char *quanta_version(void)
{
    return QUANTA_VERSION;
}
