#include <string.h>
#include "digest.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 1421083656UL;
    for (size_t i = 0; i < strlen(label); i++) {
        char c = label[i];
        h = (h * 16777619UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
