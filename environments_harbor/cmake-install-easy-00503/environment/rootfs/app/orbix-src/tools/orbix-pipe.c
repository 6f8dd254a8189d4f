#include <stdio.h>
#include <string.h>
#include <orbix/orbix.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("orbix-pipe (liborbix %s)\n", orbix_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", orbix_apply(x));
    return 0;
}
