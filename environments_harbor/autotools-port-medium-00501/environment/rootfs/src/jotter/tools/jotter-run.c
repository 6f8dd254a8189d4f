#include <stdio.h>
#include <string.h>
#include <jotter/jotter.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("jotter-run (libjotter %s)\n", jotter_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", jotter_apply(x));
    return 0;
}
