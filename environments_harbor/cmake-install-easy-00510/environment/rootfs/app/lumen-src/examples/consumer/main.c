#include <stdio.h>
#include <lumen/lumen.h>

int main(void)
{
    printf("liblumen %s (%d.%d): 7 -> %ld, %ld units\n", lumen_version(), LUMEN_VERSION_MAJOR,
           LUMEN_VERSION_MINOR, lumen_apply(7), lumen_to_units(7));
    return 0;
}
