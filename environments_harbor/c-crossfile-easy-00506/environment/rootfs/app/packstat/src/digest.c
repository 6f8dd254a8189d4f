#include <string.h>
#include "digest.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 27238597UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 33UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
