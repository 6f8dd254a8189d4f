#include "tallylib/tallylib.h"

const char *tallylib_version(void)
{
    return TALLYLIB_VERSION_STRING;
}
