#include <stdio.h>
#include <string.h>
#include <strata/strata.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("stratarun (libstrata %s)\n", strata_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", strata_apply(x));
    return 0;
}
