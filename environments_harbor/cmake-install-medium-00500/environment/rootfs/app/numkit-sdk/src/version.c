#include "numkit/numkit.h"

const char *numkit_version(void)
{
    return NUMKIT_VERSION_STRING;
}
