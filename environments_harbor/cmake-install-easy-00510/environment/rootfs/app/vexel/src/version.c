#include "vexel/vexel.h"

#ifndef VEXEL_VERSION
#define VEXEL_VERSION "0.0.0-dev"
#endif

const char *vexel_version(void)
{
    return VEXEL_VERSION;
}
