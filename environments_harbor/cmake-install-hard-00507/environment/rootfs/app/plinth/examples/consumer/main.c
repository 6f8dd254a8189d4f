#include <stdio.h>
#include <plinth/plinth.h>

int main(void)
{
    printf("libplinth %s (%d.%d): 7 -> %ld, %ld units\n", plinth_version(), PLINTH_VERSION_MAJOR,
           PLINTH_VERSION_MINOR, plinth_apply(7), plinth_to_units(7));
    return 0;
}
