#include <stdio.h>
#include <kappa/kappa.h>

int main(void)
{
    printf("libkappa %s (%d.%d): 7 -> %ld, %ld units\n", kappa_version(), KAPPA_VERSION_MAJOR,
           KAPPA_VERSION_MINOR, kappa_apply(7), kappa_to_units(7));
    return 0;
}
