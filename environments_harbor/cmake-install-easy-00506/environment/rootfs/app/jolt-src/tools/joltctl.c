#include <stdio.h>
#include <string.h>
#include <jolt/jolt.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("joltctl (libjolt %s)\n", jolt_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", jolt_apply(x));
    return 0;
}
