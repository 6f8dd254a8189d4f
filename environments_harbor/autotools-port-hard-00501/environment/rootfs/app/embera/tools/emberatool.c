#include <stdio.h>
#include <string.h>
#include <embera/embera.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("emberatool (libembera %s)\n", embera_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", embera_apply(x));
    return 0;
}
