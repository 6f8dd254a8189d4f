#include <stdio.h>
#include <string.h>
#include <corex/corex.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("corexctl (libcorex %s)\n", corex_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", corex_apply(x));
    return 0;
}
