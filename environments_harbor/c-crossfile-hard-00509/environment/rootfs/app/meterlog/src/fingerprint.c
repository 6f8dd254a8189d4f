#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 2721932889UL;
    for (size_t i = 0; i < strlen(label); i++) {
        char c = label[i];
        h = (h * 131UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
