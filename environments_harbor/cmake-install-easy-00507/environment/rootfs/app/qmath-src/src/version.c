#include "qmath/qmath.h"

#ifndef QMATH_VERSION
#define QMATH_VERSION "0.0.0-dev"
#endif

const char *qmath_version(void)
{
    return QMATH_VERSION;
}
