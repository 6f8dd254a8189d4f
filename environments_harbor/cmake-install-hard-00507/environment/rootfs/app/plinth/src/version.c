#include "plinth/plinth.h"

const char *plinth_version(void)
{
    return PLINTH_VERSION_STRING;
}
