#include "hexa/hexa.h"

const char *hexa_version(void)
{
    return HEXA_VERSION_STRING;
}
