#include "tessel/tessel.h"

#ifndef TESSEL_VERSION
#define TESSEL_VERSION "0.0.0-dev"
#endif

const char *tessel_version(void)
{
    return TESSEL_VERSION;
}
