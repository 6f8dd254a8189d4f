#include <stdio.h>
#include <string.h>
#include <unison/unison.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("unisonctl (libunison %s)\n", unison_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", unison_apply(x));
    return 0;
}
