#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 2646237962UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 31UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
