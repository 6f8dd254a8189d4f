#include "zephyr/zephyr.h"

#ifndef ZEPHYR_VERSION
#define ZEPHYR_VERSION "0.0.0-dev"
#endif

const char *zephyr_version(void)
{
    return ZEPHYR_VERSION;
}
