#include <stdio.h>
#include <nimbus/nimbus.h>

int main(void)
{
    printf("libnimbus %s (%d.%d): 7 -> %ld, %ld units\n", nimbus_version(), NIMBUS_VERSION_MAJOR,
           NIMBUS_VERSION_MINOR, nimbus_apply(7), nimbus_to_units(7));
    return 0;
}
