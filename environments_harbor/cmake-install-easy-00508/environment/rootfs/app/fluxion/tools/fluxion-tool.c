#include <stdio.h>
#include <string.h>
#include <fluxion/fluxion.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("fluxion-tool (libfluxion %s)\n", fluxion_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", fluxion_apply(x));
    return 0;
}
