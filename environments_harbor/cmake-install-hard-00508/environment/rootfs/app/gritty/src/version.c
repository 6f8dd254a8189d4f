#include "gritty/gritty.h"

const char *gritty_version(void)
{
    return GRITTY_VERSION_STRING;
}
