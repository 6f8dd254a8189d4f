#include <stdio.h>
#include <string.h>
#include <gritty/gritty.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("gritty-cli (libgritty %s)\n", gritty_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", gritty_apply(x));
    return 0;
}
