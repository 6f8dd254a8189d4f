#include "rivet/rivet.h"

const char *rivet_version(void)
{
    return RIVET_VERSION_STRING;
}
