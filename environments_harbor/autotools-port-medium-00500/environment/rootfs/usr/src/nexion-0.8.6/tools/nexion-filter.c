#include <stdio.h>
#include <string.h>
#include <nexion/nexion.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("nexion-filter (libnexion %s)\n", nexion_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", nexion_apply(x));
    return 0;
}
