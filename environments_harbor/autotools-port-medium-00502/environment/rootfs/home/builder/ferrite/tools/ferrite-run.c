#include <stdio.h>
#include <string.h>
#include <ferrite/ferrite.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("ferrite-run (libferrite %s)\n", ferrite_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", ferrite_apply(x));
    return 0;
}
