#include "ferrite/ferrite.h"

#ifndef FERRITE_VERSION
#define FERRITE_VERSION "0.0.0-dev"
#endif

const char *ferrite_version(void)
{
    return FERRITE_VERSION;
}
