#include <stdio.h>
#include <numkit/numkit.h>

int main(void)
{
    printf("libnumkit %s (%d.%d): 7 -> %ld, %ld units\n", numkit_version(), NUMKIT_VERSION_MAJOR,
           NUMKIT_VERSION_MINOR, numkit_apply(7), numkit_to_units(7));
    return 0;
}
