#include "corex/corex.h"

const char *corex_version(void)
{
    return COREX_VERSION_STRING;
}
