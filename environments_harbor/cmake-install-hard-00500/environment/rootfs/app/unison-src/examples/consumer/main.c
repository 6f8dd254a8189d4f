#include <stdio.h>
#include <unison/unison.h>

int main(void)
{
    printf("libunison %s (%d.%d): 7 -> %ld, %ld units\n", unison_version(), UNISON_VERSION_MAJOR,
           UNISON_VERSION_MINOR, unison_apply(7), unison_to_units(7));
    return 0;
}
