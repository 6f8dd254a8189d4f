#include "corex/corex.h"

#ifndef COREX_VERSION
#define COREX_VERSION "0.0.0-dev"
#endif

const char *corex_version(void)
{
    return COREX_VERSION;
}
