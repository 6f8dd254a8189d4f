#include <stdio.h>
#include <string.h>
#include <qmath/qmath.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("qmath-cli (libqmath %s)\n", qmath_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", qmath_apply(x));
    return 0;
}
