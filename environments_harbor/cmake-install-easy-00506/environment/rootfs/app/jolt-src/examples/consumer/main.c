#include <stdio.h>
#include <jolt/jolt.h>

int main(void)
{
    printf("libjolt %s (%d.%d): 7 -> %ld, %ld units\n", jolt_version(), JOLT_VERSION_MAJOR,
           JOLT_VERSION_MINOR, jolt_apply(7), jolt_to_units(7));
    return 0;
}
