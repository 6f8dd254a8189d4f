#include "qmath/qmath.h"

const char *qmath_version(void)
{
    return QMATH_VERSION_STRING;
}
