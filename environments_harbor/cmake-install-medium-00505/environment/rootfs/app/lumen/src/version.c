#include "lumen/lumen.h"

const char *lumen_version(void)
{
    return LUMEN_VERSION_STRING;
}
