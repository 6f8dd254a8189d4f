#include <stdio.h>
#include <tessel/tessel.h>

int main(void)
{
    printf("libtessel %s (%d.%d): 7 -> %ld, %ld units\n", tessel_version(), TESSEL_VERSION_MAJOR,
           TESSEL_VERSION_MINOR, tessel_apply(7), tessel_to_units(7));
    return 0;
}
