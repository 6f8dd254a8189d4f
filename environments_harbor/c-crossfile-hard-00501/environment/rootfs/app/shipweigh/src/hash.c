#include <string.h>
#include "hash.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 2056679100UL;
    for (int i = 0; i < strlen(label); i++) {
        char c = label[i];
        h = (h * 131UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
