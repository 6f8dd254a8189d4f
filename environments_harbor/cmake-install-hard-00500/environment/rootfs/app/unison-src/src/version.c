#include "unison/unison.h"

const char *unison_version(void)
{
    return UNISON_VERSION_STRING;
}
