#include <stdio.h>
#include <corex/corex.h>

int main(void)
{
    printf("libcorex %s (%d.%d): 7 -> %ld, %ld units\n", corex_version(), COREX_VERSION_MAJOR,
           COREX_VERSION_MINOR, corex_apply(7), corex_to_units(7));
    return 0;
}
