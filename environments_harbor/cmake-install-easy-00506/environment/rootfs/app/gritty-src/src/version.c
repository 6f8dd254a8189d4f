#include "gritty/gritty.h"

#ifndef GRITTY_VERSION
#define GRITTY_VERSION "0.0.0-dev"
#endif

const char *gritty_version(void)
{
    return GRITTY_VERSION;
}
