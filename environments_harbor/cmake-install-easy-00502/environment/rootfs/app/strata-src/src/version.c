#include "strata/strata.h"

const char *strata_version(void)
{
    return STRATA_VERSION_STRING;
}
