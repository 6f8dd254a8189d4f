#include "jotter/jotter.h"

#ifndef JOTTER_VERSION
#define JOTTER_VERSION "0.0.0-dev"
#endif

const char *jotter_version(void)
{
    return JOTTER_VERSION;
}
