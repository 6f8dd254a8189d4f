#include <stdio.h>
#include <quill/quill.h>

int main(void)
{
    printf("libquill %s (%d.%d): 7 -> %ld, %ld units\n", quill_version(), QUILL_VERSION_MAJOR,
           QUILL_VERSION_MINOR, quill_apply(7), quill_to_units(7));
    return 0;
}
