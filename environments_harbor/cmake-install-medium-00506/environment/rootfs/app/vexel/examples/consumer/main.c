#include <stdio.h>
#include <vexel/vexel.h>

int main(void)
{
    printf("libvexel %s (%d.%d): 7 -> %ld, %ld units\n", vexel_version(), VEXEL_VERSION_MAJOR,
           VEXEL_VERSION_MINOR, vexel_apply(7), vexel_to_units(7));
    return 0;
}
