#include <stdio.h>
#include <string.h>
#include <quanta/quanta.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("quanta-filter (libquanta %s)\n", quanta_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", quanta_apply(x));
    return 0;
}
