#include <stdio.h>
#include <strata/strata.h>

int main(void)
{
    printf("libstrata %s (%d.%d): 7 -> %ld, %ld units\n", strata_version(), STRATA_VERSION_MAJOR,
           STRATA_VERSION_MINOR, strata_apply(7), strata_to_units(7));
    return 0;
}
