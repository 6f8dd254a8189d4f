#include "kappa/kappa.h"

const char *kappa_version(void)
{
    return KAPPA_VERSION_STRING;
}
