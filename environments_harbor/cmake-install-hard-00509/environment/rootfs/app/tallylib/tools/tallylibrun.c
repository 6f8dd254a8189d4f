#include <stdio.h>
#include <string.h>
#include <tallylib/tallylib.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("tallylibrun (libtallylib %s)\n", tallylib_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", tallylib_apply(x));
    return 0;
}
