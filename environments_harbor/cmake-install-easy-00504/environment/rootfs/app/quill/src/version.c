#include "quill/quill.h"

#ifndef QUILL_VERSION
#define QUILL_VERSION "0.0.0-dev"
#endif

const char *quill_version(void)
{
    return QUILL_VERSION;
}
