#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 2421562381UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 257UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
