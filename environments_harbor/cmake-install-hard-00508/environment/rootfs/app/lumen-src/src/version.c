#include "lumen/lumen.h"

#ifndef LUMEN_VERSION
#define LUMEN_VERSION "0.0.0-dev"
#endif

const char *lumen_version(void)
{
    return LUMEN_VERSION;
}
