#include "dynamo/dynamo.h"

#ifndef DYNAMO_VERSION
#define DYNAMO_VERSION "0.0.0-dev"
#endif

const char *dynamo_version(void)
{
    return DYNAMO_VERSION;
}
