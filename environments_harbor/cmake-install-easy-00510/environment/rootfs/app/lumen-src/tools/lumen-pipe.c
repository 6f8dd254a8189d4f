#include <stdio.h>
#include <string.h>
#include <lumen/lumen.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("lumen-pipe (liblumen %s)\n", lumen_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", lumen_apply(x));
    return 0;
}
