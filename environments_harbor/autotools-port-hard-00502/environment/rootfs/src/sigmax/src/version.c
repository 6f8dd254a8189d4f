#include "sigmax/sigmax.h"

#ifndef SIGMAX_VERSION
#define SIGMAX_VERSION "0.0.0-dev"
#endif

const char *sigmax_version(void)
{
    return SIGMAX_VERSION;
}
