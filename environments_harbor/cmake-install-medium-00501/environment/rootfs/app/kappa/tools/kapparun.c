#include <stdio.h>
#include <string.h>
#include <kappa/kappa.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("kapparun (libkappa %s)\n", kappa_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", kappa_apply(x));
    return 0;
}
