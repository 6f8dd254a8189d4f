#include <stdio.h>
#include <string.h>
#include <vexel/vexel.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("vexelcalc (libvexel %s)\n", vexel_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", vexel_apply(x));
    return 0;
}
