#include <stdio.h>
#include <string.h>
#include <mosaic/mosaic.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("mosaic-tool (libmosaic %s)\n", mosaic_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", mosaic_apply(x));
    return 0;
}
