#include <stdio.h>
#include <mosaic/mosaic.h>

int main(void)
{
    printf("libmosaic %s (%d.%d): 7 -> %ld, %ld units\n", mosaic_version(), MOSAIC_VERSION_MAJOR,
           MOSAIC_VERSION_MINOR, mosaic_apply(7), mosaic_to_units(7));
    return 0;
}
