#include <stdio.h>
#include <rivet/rivet.h>

int main(void)
{
    printf("librivet %s (%d.%d): 7 -> %ld, %ld units\n", rivet_version(), RIVET_VERSION_MAJOR,
           RIVET_VERSION_MINOR, rivet_apply(7), rivet_to_units(7));
    return 0;
}
