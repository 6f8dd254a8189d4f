#include <stdio.h>
#include <string.h>
#include <tessel/tessel.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("tessel-cli (libtessel %s)\n", tessel_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", tessel_apply(x));
    return 0;
}
