#include "hexa/hexa.h"

#ifndef HEXA_VERSION
#define HEXA_VERSION "0.0.0-dev"
#endif

const char *hexa_version(void)
{
    return HEXA_VERSION;
}
