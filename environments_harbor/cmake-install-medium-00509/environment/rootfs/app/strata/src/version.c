#include "strata/strata.h"

#ifndef STRATA_VERSION
#define STRATA_VERSION "0.0.0-dev"
#endif

const char *strata_version(void)
{
    return STRATA_VERSION;
}
