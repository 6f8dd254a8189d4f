#include "vela/vela.h"

#ifndef VELA_VERSION
#define VELA_VERSION "0.0.0-dev"
#endif

const char *vela_version(void)
{
    return VELA_VERSION;
}
