#include <stdio.h>
#include <string.h>
#include <tundra/tundra.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("tundra-calc (libtundra %s)\n", tundra_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", tundra_apply(x));
    return 0;
}
