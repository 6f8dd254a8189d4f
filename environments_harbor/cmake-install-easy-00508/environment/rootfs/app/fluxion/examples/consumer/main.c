#include <stdio.h>
#include <fluxion/fluxion.h>

int main(void)
{
    printf("libfluxion %s (%d.%d): 7 -> %ld, %ld units\n", fluxion_version(), FLUXION_VERSION_MAJOR,
           FLUXION_VERSION_MINOR, fluxion_apply(7), fluxion_to_units(7));
    return 0;
}
