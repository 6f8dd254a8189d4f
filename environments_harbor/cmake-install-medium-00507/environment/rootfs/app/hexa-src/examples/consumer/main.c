#include <stdio.h>
#include <hexa/hexa.h>

int main(void)
{
    printf("libhexa %s (%d.%d): 7 -> %ld, %ld units\n", hexa_version(), HEXA_VERSION_MAJOR,
           HEXA_VERSION_MINOR, hexa_apply(7), hexa_to_units(7));
    return 0;
}
