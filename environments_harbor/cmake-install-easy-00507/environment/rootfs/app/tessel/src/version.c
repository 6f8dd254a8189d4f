#include "tessel/tessel.h"

const char *tessel_version(void)
{
    return TESSEL_VERSION_STRING;
}
