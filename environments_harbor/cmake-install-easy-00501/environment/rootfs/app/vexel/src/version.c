#include "vexel/vexel.h"

const char *vexel_version(void)
{
    return VEXEL_VERSION_STRING;
}
