#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 4108929106UL;
    for (int i = 0; i < strlen(label); i++) {
        char c = label[i];
        h = (h * 37UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
