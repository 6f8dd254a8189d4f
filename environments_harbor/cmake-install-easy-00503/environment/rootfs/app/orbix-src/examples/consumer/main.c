#include <stdio.h>
#include <orbix/orbix.h>

int main(void)
{
    printf("liborbix %s (%d.%d): 7 -> %ld, %ld units\n", orbix_version(), ORBIX_VERSION_MAJOR,
           ORBIX_VERSION_MINOR, orbix_apply(7), orbix_to_units(7));
    return 0;
}
