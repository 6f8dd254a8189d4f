#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 1983436408UL;
    for (int i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 37UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
