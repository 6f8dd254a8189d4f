#include "kappa/kappa.h"

#ifndef KAPPA_VERSION
#define KAPPA_VERSION "0.0.0-dev"
#endif

const char *kappa_version(void)
{
    return KAPPA_VERSION;
}
