#include <stdio.h>
#include <string.h>
#include <hexa/hexa.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("hexarun (libhexa %s)\n", hexa_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", hexa_apply(x));
    return 0;
}
