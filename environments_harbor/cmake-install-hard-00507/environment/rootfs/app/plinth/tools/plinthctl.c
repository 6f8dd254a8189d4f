#include <stdio.h>
#include <string.h>
#include <plinth/plinth.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("plinthctl (libplinth %s)\n", plinth_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", plinth_apply(x));
    return 0;
}
