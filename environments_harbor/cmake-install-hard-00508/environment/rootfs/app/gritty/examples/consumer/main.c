#include <stdio.h>
#include <gritty/gritty.h>

int main(void)
{
    printf("libgritty %s (%d.%d): 7 -> %ld, %ld units\n", gritty_version(), GRITTY_VERSION_MAJOR,
           GRITTY_VERSION_MINOR, gritty_apply(7), gritty_to_units(7));
    return 0;
}
