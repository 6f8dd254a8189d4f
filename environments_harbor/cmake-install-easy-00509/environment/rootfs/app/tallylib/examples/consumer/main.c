#include <stdio.h>
#include <tallylib/tallylib.h>

int main(void)
{
    printf("libtallylib %s (%d.%d): 7 -> %ld, %ld units\n", tallylib_version(), TALLYLIB_VERSION_MAJOR,
           TALLYLIB_VERSION_MINOR, tallylib_apply(7), tallylib_to_units(7));
    return 0;
}
