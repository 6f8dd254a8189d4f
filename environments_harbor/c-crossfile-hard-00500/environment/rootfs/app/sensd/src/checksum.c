#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 412962414UL;
    for (size_t i = 0; i < strlen(label); i++) {
        char c = label[i];
        h = (h * 65599UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
