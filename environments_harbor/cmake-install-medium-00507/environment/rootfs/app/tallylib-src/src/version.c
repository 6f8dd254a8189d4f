#include "tallylib/tallylib.h"

#ifndef TALLYLIB_VERSION
#define TALLYLIB_VERSION "0.0.0-dev"
#endif

const char *tallylib_version(void)
{
    return TALLYLIB_VERSION;
}
